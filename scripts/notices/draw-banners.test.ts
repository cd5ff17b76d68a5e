import { Resvg } from '@resvg/resvg-js'
import { describe, expect, it } from 'vitest'
import { notices } from '../../manifest/notices'
import { bannerButton, bannerImagePath, bannerSize } from '../../src/lib/notice-banner'
import { cardFont, outlineGlyphs } from '../prerender/og-glyphs'
import { bannerFiles, compactPath } from './draw-banners'

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="${bannerSize.width}" height="${bannerSize.height}">${body}</svg>`
/** The box of what an SVG draws, with no font at hand: outlines only. */
const boxOf = (file: string) => new Resvg(file, { font: { loadSystemFonts: false }, logLevel: 'off' }).getBBox()

describe('compactPath', () => {
  it.each([
    ['M 10.4 -20.6 L 30 -20.6 L 30 5 Z', 'M10-21h20v26z'],
    ['M 0 0 C 1 2 3 4 5 6 Q 7 8 9 10 Z M 100 0 L 90 -10 Z', 'M0 0c1 2 3 4 5 6q2 2 4 4zM100 0l-10-10z'],
    // Steps are taken from the rounded points: 0.4 + 0.4 + 0.4 does not drift to 0 or to 2.
    ['M 0.4 0 L 0.8 0 L 1.2 0 L 1.6 0', 'M0 0h1h0h1'],
  ])('writes %s as %s', (d, want) => {
    expect(compactPath(d)).toBe(want)
  })

  it('draws a glyph where resvg outlined it, within a unit', () => {
    const glyph = outlineGlyphs('갑', cardFont).get('갑')!
    const at = (d: string) => boxOf(svg(`<path transform="translate(0 900)" d="${d}"/>`))!
    const [theirs, ours] = [at(glyph.d), at(compactPath(glyph.d))]
    for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(ours[key] - theirs[key])).toBeLessThanOrEqual(1)
  })
})

describe('the banners', () => {
  const files = bannerFiles()
  const drawn = notices.flatMap(({ banner, ...notice }) => (banner ? (['ko', 'en'] as const).map((locale) => ({ notice, banner, locale })) : []))

  it('are outlines in the brand face, named by their headline in their language', () => {
    for (const { notice, banner, locale } of drawn) {
      const file = files.find((f) => f.file === bannerImagePath(notice.id, locale))!.svg
      expect(file, `notice ${notice.id} (${locale})`).not.toMatch(/<text\b|font-family/)
      expect(file).toContain(`lang="${locale}"`)
      expect(file).toContain(`<title>${banner.headline[locale].replace(/&/g, '&amp;').replace(/</g, '&lt;')}</title>`)
    }
  })

  it('keep the headline and the lines in their column, clear of the buttons the page lays its links over', () => {
    for (const { notice, banner, locale } of drawn) {
      const file = files.find((f) => f.file === bannerImagePath(notice.id, locale))!.svg
      const defs = /<defs>[\s\S]*?<\/defs>/.exec(file)![0]
      const text = /<g id="text">[\s\S]*?\n<\/g>/.exec(file)![0]
      const box = boxOf(svg(defs + text))!
      const firstButton = bannerButton(0, banner.links.length)
      const where = `notice ${notice.id} (${locale})`
      expect(box.x, where).toBeGreaterThanOrEqual(60 - 5)
      expect(box.x + box.width, where).toBeLessThanOrEqual(660)
      expect(box.y + box.height, where).toBeLessThanOrEqual(firstButton.y - 16)
    }
  })
})
