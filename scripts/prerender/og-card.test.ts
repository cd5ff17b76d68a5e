import { Resvg } from '@resvg/resvg-js'
import { execFileSync } from 'node:child_process'
import { realpathSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { layoutTitle, ogCardSvg, renderPng, titleMaxWidth, titleSizes, typesetter, wrapTitle, type Glyphs, type Measure } from './og-card'
import { cardFont, outlineGlyphs } from './og-glyphs'
import { ogImages } from './og-image'
import { ogImageSize } from '../../src/lib/og-image'
import { sampleCardHashes } from './__fixtures__/card-hashes'

const root = path.resolve(import.meta.dirname, '../..')

/** Every character 1 em, a space a quarter: line widths are easy to count. */
const monospace: Measure = (text) => [...text].reduce((em, c) => em + (c === ' ' ? 0.25 : 1), 0)

describe('wrapping a title', () => {
  it('breaks between words, Korean too (keep-all), and fits each line', () => {
    // 10 px a character: "오픈배지 발급" is 7.25 em.
    expect(wrapTitle('디지털 오픈배지 발급 서비스', monospace, 10, 75, 3)).toEqual(['디지털 오픈배지', '발급 서비스'])
    expect(wrapTitle('Test gallery', monospace, 10, 200, 3)).toEqual(['Test gallery'])
  })

  it('breaks a word longer than the line between characters', () => {
    expect(wrapTitle('개인정보처리방침', monospace, 10, 30, 3)).toEqual(['개인정', '보처리', '방침'])
  })

  it('gives up past the line limit', () => {
    expect(wrapTitle('a b c d', monospace, 10, 10, 3)).toBeUndefined()
  })

  it('takes the largest size that fits and balances the lines without cutting words', () => {
    const short = layoutTitle('회사 소개', monospace, titleMaxWidth)
    expect(short).toEqual({ fontSize: titleSizes[0], lines: ['회사 소개'] })
    // At 76 px a line holds 9 characters: greedy would leave "배지" alone on the second line.
    expect(layoutTitle('ABC 테스트 참가 기념 배지', monospace, titleMaxWidth).lines).toEqual(['ABC 테스트', '참가 기념 배지'])
    expect(layoutTitle('디지털 오픈배지 발급·관리·지갑 서비스', monospace, titleMaxWidth).lines).toEqual(['디지털 오픈배지', '발급·관리·지갑', '서비스'])
  })

  it('ends a title too long for three lines at the smallest size in an ellipsis', () => {
    const { fontSize, lines } = layoutTitle('가나다라 '.repeat(12), monospace, titleMaxWidth)
    expect(fontSize).toBe(titleSizes[titleSizes.length - 1])
    expect(lines).toHaveLength(3)
    expect(lines[2]).toMatch(/…$/)
    for (const line of lines) expect(monospace(line) * fontSize).toBeLessThanOrEqual(titleMaxWidth)
  })
})

describe('the card', () => {
  const glyphs: Glyphs = new Map([...'회사 소개w.example&<'].map((c) => [c, { d: c === ' ' ? '' : 'M0 0 L1 1 Z', advance: 1 }]))
  const wordmark = { svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 64"/>', width: 200, height: 64 }

  it('sets every visible character as a copy of its outline, each outline defined once', () => {
    const svg = ogCardSvg({ title: '회사 소개', wordmark, host: 'w.example' }, glyphs)
    expect(svg.match(/<use /g)).toHaveLength(4 + 9)
    expect(svg.match(/<path id=/g)).toHaveLength(new Set('회사소개w.example').size)
    expect(svg).toContain(`width="${ogImageSize.width}" height="${ogImageSize.height}"`)
  })

  it('names a character it has no outline for', () => {
    expect(() => ogCardSvg({ title: '없음', wordmark, host: 'w.example' }, glyphs)).toThrow('no glyph for "없"')
  })

  it("draws the brand's wordmark file at the top left, 64 px high in its own proportions", () => {
    const svg = ogCardSvg({ title: '회사 소개', wordmark, host: 'w.example' }, glyphs)
    const image = /<image x="80" y="64" width="(\d+)" height="64" href="data:image\/svg\+xml;base64,([^"]+)"/.exec(svg)
    expect(image?.[1]).toBe('200')
    expect(Buffer.from(image![2]!, 'base64').toString()).toBe(wordmark.svg)
  })
})

describe('outlines from the font (resvg, Pretendard Bold)', () => {
  const glyphs = outlineGlyphs('가A i')

  // Pretendard Bold's own advance widths (its hmtx table): 1770, 1470 and 472 of 2048 units.
  it('measures advances as the font sets them', () => {
    expect(glyphs.get('가')?.advance).toBeCloseTo(0.864, 3)
    expect(glyphs.get('A')?.advance).toBeCloseTo(0.718, 3)
    expect(glyphs.get(' ')).toEqual({ d: '', advance: expect.closeTo(0.23, 2) })
    expect(glyphs.get('i')?.d).toMatch(/^M /)
  })

  // The build reuses a card drawn in an earlier build, beside other characters (build-cache.ts):
  // one run for all drew a character a few hundredths of a unit apart by where it stood in it.
  it('outlines a character the same whatever else the build sets', () => {
    const many = outlineGlyphs([...Array.from({ length: 300 }, (_, i) => String.fromCharCode(0xac01 + i)), '가', 'A'])
    expect(many.get('가')).toEqual(glyphs.get('가'))
    expect(many.get('A')).toEqual(glyphs.get('A'))
  })

  // Copies of single characters leave out kerning ("AV", "To"): a few hundredths of an em a pair.
  it('sets a line where resvg would set it, within kerning', () => {
    const text = 'AES 코리아 Open Test Badge 3.0'
    const type = typesetter(outlineGlyphs(text))
    const run = type.run(text, 10, 150, 100, '#000')
    const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="200">${body}</svg>`
    const ours = new Resvg(svg(`<defs>${type.defs()}</defs>${run}`)).getBBox()!
    const font = { fontFiles: [cardFont.file], loadSystemFonts: false, defaultFontFamily: cardFont.family }
    const theirs = new Resvg(svg(`<text x="10" y="150" font-family="${cardFont.family}" font-weight="700" font-size="100">${text}</text>`), { font }).getBBox()!
    expect(ours.x).toBeCloseTo(theirs.x, 0)
    expect(ours.y).toBeCloseTo(theirs.y, 0)
    expect(ours.height).toBeCloseTo(theirs.height, 0)
    expect(Math.abs(ours.width - theirs.width) / theirs.width).toBeLessThan(0.02)
  })
})

describe('the images', () => {
  it('draws one 1200 x 630 PNG per page and language, one for an event page, a few dozen kB each', async () => {
    const routes = [
      { id: 'HomePage', path: '', title: { ko: '오픈배지 서비스', en: 'Open Badges' } },
      { id: 'AeskrEventPage', path: 'aeskr', title: { ko: 'AES 배지', en: 'AES badge' } },
    ]
    const images = ogImages(routes, 'https://www.obadge.example')
    expect(images.map((i) => i.path)).toEqual(['/og/kor.png', '/og/eng.png', '/og/kor/aeskr.png'])
    const png = await renderPng(images[0]!.svg)
    // The PNG header's IHDR chunk: width and height at bytes 16 and 20.
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual(ogImageSize)
    expect(png.length).toBeGreaterThan(10_000)
    expect(png.length).toBeLessThan(120_000)
  })
})

describe('the face, on a machine with no fonts', () => {
  it('is the file of the npm package pinned in package-lock.json', () => {
    expect(path.relative(root, realpathSync(cardFont.file))).toBe('node_modules/pretendard/dist/public/static/Pretendard-Bold.otf')
    expect(cardFont.family).toBe('Pretendard')
  })

  // A fresh machine has no fonts-noto-cjk until `npm test` installs it; `npm run build` must not
  // need it. The child sees no system font at all (an empty tmpfs over each font folder).
  it('draws the same bytes with every system font hidden as here', async () => {
    const child = execFileSync('bash', ['scripts/without-system-fonts.sh', process.execPath, '--import', 'tsx', 'scripts/prerender/__fixtures__/card-hashes.ts'], { cwd: root, encoding: 'utf8' })
    const hidden = JSON.parse(child) as { font: string; systemFonts: string[]; hashes: Record<string, string> }
    expect(hidden.systemFonts).toEqual([])
    expect(hidden.font).toBe(cardFont.file)
    expect(Object.keys(hidden.hashes)).toEqual(['/og/kor.png', '/og/eng.png'])
    expect(hidden.hashes).toEqual(await sampleCardHashes())
  })
})
