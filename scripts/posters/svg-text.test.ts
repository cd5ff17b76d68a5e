import { Resvg } from '@resvg/resvg-js'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pretendard } from '../fonts'
import { outlineGlyphs } from '../prerender/og-glyphs'
import { plainTextChars, withOutlinedText } from './svg-text'

const badge = readFileSync(path.resolve(import.meta.dirname, '../../public/events/aeskr.svg'), 'utf8')
const label = /<text\b[^>]*>[^<]*<\/text>/.exec(badge)![0]
const alone = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">${body}</svg>`

describe("a badge's label as outlines", () => {
  it('stands where resvg sets it in the face, within kerning', () => {
    const glyphs = outlineGlyphs(plainTextChars(badge))
    const ours = new Resvg(withOutlinedText(alone(label), glyphs)!).getBBox()!
    const font = { fontFiles: [pretendard.bold], loadSystemFonts: false, defaultFontFamily: pretendard.family, sansSerifFamily: pretendard.family }
    const theirs = new Resvg(alone(label), { font }).getBBox()!
    expect(plainTextChars(badge)).toBe('AES KOREA')
    for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(ours[side] - theirs[side])).toBeLessThan(1.5)
  })

  it('leaves to resvg any text that is not plain bold characters', () => {
    const glyphs = outlineGlyphs('AB')
    for (const text of [
      '<text x="1" y="2" font-size="10">AB</text>',
      '<text x="1" y="2" font-weight="700" transform="rotate(5)">AB</text>',
      '<text x="1" y="2" font-weight="700"><tspan>AB</tspan></text>',
      '<text x="1" y="2" font-weight="700" text-anchor="middle">ABC</text>',
    ]) {
      expect(withOutlinedText(alone(text), glyphs), text).toBeUndefined()
    }
    expect(withOutlinedText(alone('<text x="1" y="2" font-weight="bold" fill="#fff">A&amp;B</text>'), outlineGlyphs('A&B'))).toMatch(/^<svg[^>]*><g transform="translate\(1 2\) scale\(0\.016\)" fill="#fff">(<path [^>]*\/>){3}<\/g><\/svg>$/)
  })
})
