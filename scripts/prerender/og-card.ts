import { renderAsync } from '@resvg/resvg-js'
import { ogImageSize } from '../../src/lib/og-image'
import { palette } from '../../src/styles/palette'
import { escapeXml, layoutTitle, titleSizes, wrapTitle, type Measure } from '../../src/lib/posters/title-layout'

// The layout of a title is the site's too (the request page's preview sets a slide in the browser).
export { escapeXml, layoutTitle, titleSizes, wrapTitle, type Measure }

/** A character's outline (SVG path data, font units, baseline at 0) and advance width in em. */
export type Glyph = { d: string; advance: number }
export type Glyphs = ReadonlyMap<string, Glyph>

export function measureWith(glyphs: Glyphs): Measure {
  return (text) => {
    let em = 0
    for (const char of text) em += glyphOf(glyphs, char).advance
    return em
  }
}

function glyphOf(glyphs: Glyphs, char: string): Glyph {
  const glyph = glyphs.get(char)
  if (!glyph) throw new Error(`og card: no glyph for ${JSON.stringify(char)}`)
  return glyph
}

/** A picture file's content with its intrinsic size (an SVG's viewBox). */
export type SvgPicture = { svg: string; width: number; height: number }

export type OgCardText = {
  /** The page's title in the language the page is written in. */
  title: string
  /** The brand's wordmark for dark backgrounds in that language (manifest/brand.ts). */
  wordmark: SvgPicture
  /** Shown at the foot of the card: the site's host name. */
  host: string
}

/** Every character a card sets: what `outlineGlyphs` must draw (the ellipsis in case a title is cut). */
export function cardChars({ title, host }: Pick<OgCardText, 'title' | 'host'>): string {
  return `${title}${host}…`
}

/** An SVG file drawn inside another at a box, as resvg and browsers both draw a data address. */
export function embeddedSvg({ svg }: SvgPicture, x: number, y: number, width: number, height: number): string {
  return `<image x="${Math.round(x)}" y="${Math.round(y)}" width="${Math.round(width)}" height="${Math.round(height)}" href="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"/>`
}

const margin = 80
/** The title column ends where the badge on the right begins. */
export const titleMaxWidth = 720

/** A card's size in px. */
export type CardSize = { width: number; height: number }

/**
 * Where a card of a size puts its parts. A landscape card (the sharing card, 1.91:1, and a
 * notice's 16:9) keeps the sharing card's layout, centred on its height: the title on the left,
 * the badge on the right. A square one (a notice's 1:1, for search engines that show a square)
 * has the badge at the top right and the title across the lower half, larger.
 */
function layoutOf({ width, height }: CardSize) {
  if (width > height) {
    const dy = (height - ogImageSize.height) / 2
    return { titleMaxWidth, titleCentre: 330 + dy, titleSizes, medal: { cx: 985, cy: 290 + dy }, hostBaseline: height - 64 }
  }
  return { titleMaxWidth: width - 2 * margin, titleCentre: height * 0.68, titleSizes: squareTitleSizes, medal: { cx: width - 240, cy: 330 }, hostBaseline: height - 72 }
}

/** A square card's title sizes: it has the whole width for its lines. */
const squareTitleSizes = [96, 84, 76, 68] as const

/**
 * The sharing card of a page as SVG (1200 x 630 unless `size` says otherwise): the brand's
 * wordmark at the top, the title large on the brand's blue, the host at the foot, and an Open
 * Badge (hexagon medal with ribbons). Text is set from `glyphs` (og-glyphs.ts), so rendering
 * needs no font.
 */
export function ogCardSvg({ title, wordmark, host }: OgCardText, glyphs: Glyphs, size: CardSize = ogImageSize): string {
  const { width: W, height: H } = size
  const layout = layoutOf(size)
  const { fontSize, lines } = layoutTitle(title, measureWith(glyphs), layout.titleMaxWidth, layout.titleSizes)
  const lineHeight = Math.round(fontSize * 1.22)
  // Centre the title block between the brand row and the foot; 0.88 em is the face's ascent.
  const blockTop = layout.titleCentre - (lines.length * lineHeight) / 2
  const type = typesetter(glyphs)
  const texts = [
    ...lines.map((line, i) => type.run(line, margin, blockTop + i * lineHeight + fontSize * 0.88, fontSize, palette.inverseText)),
    type.run(host, margin, layout.hostBaseline, 28, palette.inverseMuted),
  ]
  const { cx, cy } = layout.medal
  const r = 150
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    // A vertical gradient: every row is one colour, which PNG's filters store in next to nothing
    // (a diagonal one doubles the file, 113 against 57 kB).
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">',
    `<stop offset="0" stop-color="${palette.brandStrong}"/><stop offset="1" stop-color="${palette.brand}"/>`,
    `</linearGradient>${type.defs()}</defs>`,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    // Rings around the badge, faint, as on a certificate.
    `<polygon points="${hexagon(cx, cy, 290)}" fill="none" stroke="${palette.inverseText}" stroke-opacity="0.08" stroke-width="3"/>`,
    `<polygon points="${hexagon(cx, cy, 220)}" fill="none" stroke="${palette.inverseText}" stroke-opacity="0.14" stroke-width="3"/>`,
    // Ribbons, then the medal over them.
    `<polygon points="${cx - 70},${cy + 90} ${cx - 10},${cy + 110} ${cx - 50},${cy + 280} ${cx - 78},${cy + 250} ${cx - 112},${cy + 262}" fill="${palette.focus}"/>`,
    `<polygon points="${cx + 70},${cy + 90} ${cx + 10},${cy + 110} ${cx + 50},${cy + 280} ${cx + 78},${cy + 250} ${cx + 112},${cy + 262}" fill="${palette.accent}"/>`,
    `<polygon points="${hexagon(cx, cy, r)}" fill="${palette.inverseText}"/>`,
    `<polygon points="${hexagon(cx, cy, r - 24)}" fill="${palette.brandSoft}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="62" fill="${palette.brand}"/>`,
    `<path d="M${cx - 28} ${cy + 2} l20 20 l38 -40" fill="none" stroke="${palette.inverseText}" stroke-width="13" stroke-linecap="round" stroke-linejoin="round"/>`,
    // The brand's wordmark (its on-dark file, 64 px high), and a short bar over the title.
    embeddedSvg(wordmark, margin, 64, (64 * wordmark.width) / wordmark.height, 64),
    `<rect x="${margin}" y="${Math.round(blockTop - 34)}" width="72" height="8" rx="4" fill="${palette.focus}"/>`,
    ...texts,
    '</svg>',
  ].join('')
}

/**
 * Sets text from outlines: each line a group scaled to its size, each character a `<use>` of its
 * outline, defined once per card in `defs()` (which holds the glyphs of the runs set so far: write
 * it after the last run). `idPrefix` keeps the ids of two typesetters (two
 * weights) in one drawing apart; `tracking` (em) is added after each character, as CSS's
 * `letter-spacing`.
 */
export function typesetter(glyphs: Glyphs, idPrefix = 'g') {
  const ids = new Map<string, string>()
  return {
    run(text: string, x: number, baseline: number, size: number, fill: string, tracking = 0): string {
      let pen = 0
      const uses: string[] = []
      for (const char of text) {
        const glyph = glyphOf(glyphs, char)
        if (glyph.d) {
          if (!ids.has(char)) ids.set(char, `${idPrefix}${ids.size}`)
          uses.push(`<use href="#${ids.get(char)}" x="${Math.round(pen * 1000)}"/>`)
        }
        pen += glyph.advance + tracking
      }
      return `<g transform="translate(${x} ${Math.round(baseline)}) scale(${size / 1000})" fill="${fill}">${uses.join('')}</g>`
    },
    defs: () => [...ids].map(([char, id]) => `<path id="${id}" d="${glyphs.get(char)!.d}"/>`).join(''),
  }
}

/** A pointy-topped hexagon, the shape of a badge (and of our mark). */
function hexagon(cx: number, cy: number, r: number): string {
  return [90, 30, -30, -90, -150, 150]
    .map((deg) => {
      const rad = (deg * Math.PI) / 180
      return `${(cx + r * Math.cos(rad)).toFixed(1)},${(cy - r * Math.sin(rad)).toFixed(1)}`
    })
    .join(' ')
}

/** A card's PNG, on libuv's thread pool (resvg's `renderAsync`), so several at once use every core. No fonts: its text is outlines. */
export function renderPng(svg: string): Promise<Buffer> {
  return renderAsync(svg, { font: { loadSystemFonts: false }, logLevel: 'off' }).then((image) => image.asPng())
}
