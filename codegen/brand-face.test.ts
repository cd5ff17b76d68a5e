import * as fontkit from 'fontkit'
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import subsetFont from 'subset-font'
import { describe, expect, it } from 'vitest'
import { charactersBeyond } from '../manifest/brand-face'
import { BRAND_FACE_DIR, siteCharacters } from './brand-face'

const require = createRequire(import.meta.url)
/** What this test reads of a fontkit 2 font (scripts/pdf/fontkit.d.ts declares only what the PDFs use). */
type CutFont = {
  unitsPerEm: number
  hhea: { ascent: number; descent: number }
  hasGlyphForCodePoint(code: number): boolean
  layout(text: string): { positions: { xAdvance: number }[] }
  getVariation(settings: Record<string, number>): CutFont
}
const open = async (file: string) => fontkit.create(await readFile(file)) as unknown as CutFont
/**
 * A generated file as fontkit can set it at any weight: fontkit reads a woff2 but cannot vary one,
 * so it is unpacked to TrueType by HarfBuzz (a subset to the same characters: nothing else changes).
 */
const generated = async (name: string, text: string) =>
  fontkit.create(await subsetFont(await readFile(path.join(BRAND_FACE_DIR, name)), text, { targetFormat: 'sfnt' })) as unknown as CutFont

describe('the brand face cut to the site (src/generated/brand-face)', async () => {
  const chars = await siteCharacters('.')
  // Words as the site writes them (the English strings), not the signs in code-point order.
  const english = (await readFile('src/i18n/en/index.ts', 'utf8')).replace(/[^\x20-\x7e]/g, '')
  const original = await open(require.resolve('pretendard/dist/public/variable/PretendardVariable.ttf'))
  const latin = await generated('pretendard-latin.gen.woff2', chars.latin)
  const hangul = await generated('pretendard-hangul.gen.woff2', chars.hangul)

  it('has every character the site writes that Pretendard has', () => {
    expect(chars.hangul.length).toBeGreaterThan(500)
    const missing = (font: CutFont, text: string) => [...text].filter((c) => original.hasGlyphForCodePoint(c.codePointAt(0)!) && !font.hasGlyphForCodePoint(c.codePointAt(0)!))
    expect(missing(hangul, chars.hangul)).toEqual([])
    expect(missing(latin, chars.latin)).toEqual([])
    // Not the whole font: a syllable the site never writes is left out.
    expect(chars.hangul).not.toContain('뷁')
    expect(hangul.hasGlyphForCodePoint('뷁'.codePointAt(0)!)).toBe(false)
  })

  it('sets lines as long as the full font does, at every weight the styles use', () => {
    // Narrowing the weight axis re-rounds its deltas (an advance may move by a unit of 2,048), and
    // the contextual forms the cut leaves out (codegen/brand-face.ts) are one or two glyphs: a
    // line of the site's text is as long as in the full font to a thousandth.
    const length = (font: CutFont, text: string, wght: number) => font.getVariation({ wght }).layout(text).positions.reduce((sum, p) => sum + p.xAdvance, 0)
    for (const weight of [400, 500, 600, 700, 800]) {
      expect(length(hangul, chars.hangul, weight) / length(original, chars.hangul, weight), `Hangul at ${weight}`).toBeCloseTo(1, 3)
      expect(length(latin, english, weight) / length(original, english, weight), `Latin at ${weight}`).toBeCloseTo(1, 3)
    }
    for (const font of [latin, hangul]) expect(font.hhea).toMatchObject({ ascent: original.hhea.ascent, descent: original.hhea.descent })
  })

  it('reads the characters of every text source, and of no test nor event entry', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'brand-face-'))
    await mkdir(path.join(root, 'manifest/events'), { recursive: true })
    await mkdir(path.join(root, 'manifest/pages'), { recursive: true })
    await mkdir(path.join(root, 'server/seed'), { recursive: true })
    await writeFile(path.join(root, 'manifest/pages/about.ts'), "export const title = '회사 — Ünïcode'\n")
    await writeFile(path.join(root, 'server/seed/press.ts'), "export const title = '똠방각하'\n")
    await writeFile(path.join(root, 'manifest/pages/about.test.ts'), "expect('햏')\n")
    // An event page's words are its own: its page gets a file of its own for them (below).
    await writeFile(path.join(root, 'manifest/events/new.ts'), "export const title = '뷁 행사 ©'\n")
    const found = await siteCharacters(root)
    expect([...found.hangul].sort()).toEqual([...'회사똠방각하'].sort())
    expect(found.latin).toContain('—')
    expect(found.latin).toContain('Ü')
    expect(found.latin).toContain('A')
    expect(found.latin).not.toContain('©')
  })

  it("gives an event page the characters its words add to the site's, drawn ones only", () => {
    // The page's words as codegen writes them: a joiner holds a compound together (manifest/no-break.ts).
    const page = JSON.stringify({ title: '뷁 행사 2026\u2060의 배지 ♞', venue: '서울\u00a0컨벤션' })
    expect(charactersBeyond(chars.latin + chars.hangul, page)).toBe([...'뷁♞'].sort().join(''))
    expect(charactersBeyond(chars.latin + chars.hangul, JSON.stringify({ title: '참가 기념 배지' }))).toBe('')
  })
})
