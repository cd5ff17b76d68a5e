import * as fontkit from 'fontkit'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { fontMetrics } from './font-metrics'

const require = createRequire(import.meta.url)
/** What this test reads of a fontkit 2 font (scripts/pdf/fontkit.d.ts declares only what the PDFs use). */
type MetricFont = {
  unitsPerEm: number
  hhea: { ascent: number; descent: number }
  layout(text: string): { positions: { xAdvance: number }[] }
  getVariation(settings: Record<string, number>): MetricFont
}
const open = (file: string) => fontkit.create(readFileSync(require.resolve(file))) as unknown as MetricFont

// The figures of font-metrics.ts, measured again from the packages' files the way that file says.
const hangul = [...readFileSync('src/i18n/ko/index.ts', 'utf8')].filter((c) => /[\uac00-\ud7a3]/.test(c)).join('')
const latin = [...readFileSync('src/i18n/en/index.ts', 'utf8')].filter((c) => /[A-Za-z0-9 ,.]/.test(c)).join('')
const meanAdvance = (font: MetricFont, text: string) => font.layout(text).positions.reduce((sum, p) => sum + p.xAdvance, 0) / [...text].length / font.unitsPerEm

describe('the fallback face matches Pretendard', () => {
  const pretendard = open('pretendard/dist/public/variable/PretendardVariable.ttf')
  const noto = open('@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf')
  const notoBold = open('@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf')

  it('takes Pretendard ascent and descent', () => {
    expect(fontMetrics.pretendard.ascent).toBeCloseTo(pretendard.hhea.ascent / pretendard.unitsPerEm, 3)
    expect(fontMetrics.pretendard.descent).toBeCloseTo(-pretendard.hhea.descent / pretendard.unitsPerEm, 3)
  })

  it('scales Hangul and Latin by the ratio of their mean advances', () => {
    expect(hangul.length).toBeGreaterThan(500)
    for (const weight of [400, 600, 700] as const) {
      const instance = pretendard.getVariation({ wght: weight })
      expect(fontMetrics.pretendard.hangulAdvance, `Hangul at ${weight}`).toBeCloseTo(meanAdvance(instance, hangul), 3)
      expect(fontMetrics.pretendard.latinAdvance[weight], `Latin at ${weight}`).toBeCloseTo(meanAdvance(instance, latin), 3)
    }
    expect(fontMetrics.noto.hangulAdvance).toBeCloseTo(meanAdvance(noto, hangul), 3)
    expect(fontMetrics.noto.hangulAdvance).toBeCloseTo(meanAdvance(notoBold, hangul), 3)
    expect(fontMetrics.noto.latinAdvance[400]).toBeCloseTo(meanAdvance(noto, latin), 3)
    expect(fontMetrics.noto.latinAdvance[700]).toBeCloseTo(meanAdvance(notoBold, latin), 3)
  })
})
