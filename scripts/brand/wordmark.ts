import { palette } from '../../src/styles/palette'
import type { Glyphs } from '../prerender/og-card'

/**
 * Our own logo, drawn from code so it stays in the palette and its name is set in the site's
 * face as outlines (no font needed wherever the file is shown: a browser, resvg, a PDF).
 * `npm run draw:brand` writes the files `manifest/brand.ts` names; a provider replaces them with
 * its own files and leaves this alone.
 *
 * The mark: a pointy-topped hexagon (the shape of a badge, as on the sharing cards and the
 * posters) holding a ring, the "o" of oBadge. Two colourings: on light (blue hexagon, white ring,
 * dark name) and on dark (white hexagon, blue ring, white name).
 */
export type Tone = 'light' | 'dark'

/** The mark's box, in the drawing's units; the wordmark is this high. */
const side = 64
/** Name size, and the gap between mark and name, in the same units. */
const nameSize = 44
const gap = 16
/** Tighter than the face's default, as a display setting of a short name wants. */
const tracking = -0.02

const colours = {
  light: { hexagon: palette.brand, ring: palette.inverseText, name: palette.text },
  dark: { hexagon: palette.inverseText, ring: palette.brand, name: palette.inverseText },
} as const

/** The hexagon's corners (pointy top), rounded by a stroke of its own colour. */
function hexagon(cx: number, cy: number, r: number): string {
  return [90, 30, -30, -90, -150, 150]
    .map((deg) => {
      const rad = (deg * Math.PI) / 180
      return `${round(cx + r * Math.cos(rad))},${round(cy - r * Math.sin(rad))}`
    })
    .join(' ')
}

/** The mark's shapes in a 64 x 64 box at (x, y). */
function markShapes(tone: Tone, x = 0, y = 0): string {
  const c = colours[tone]
  const [cx, cy] = [x + side / 2, y + side / 2]
  return [
    `<polygon points="${hexagon(cx, cy, 28)}" fill="${c.hexagon}" stroke="${c.hexagon}" stroke-width="6" stroke-linejoin="round"/>`,
    `<circle cx="${cx}" cy="${cy}" r="11.5" fill="none" stroke="${c.ring}" stroke-width="7.5"/>`,
  ].join('')
}

/** The mark alone, square: the favicon, and wherever the name is written beside it in text. */
export function markSvg(tone: Tone = 'light'): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" width="${side}" height="${side}">${markShapes(tone)}</svg>\n`
}

/** The characters a wordmark sets, for `outlineGlyphs`. */
export const wordmarkChars = (name: string) => [...name]

/**
 * Mark and name, side by side, the name centred on the mark's height (on the extent of its
 * outlines above the baseline, so a descender such as oBadge's "g" does not lift it).
 * `title` names the picture for software that reads the file on its own; on the site the
 * `<img>`'s alt text does.
 */
export function wordmarkSvg(name: string, glyphs: Glyphs, tone: Tone): string {
  const scale = nameSize / 1000
  let pen = 0
  let [top, right] = [0, 0]
  const paths: string[] = []
  for (const char of name) {
    const glyph = glyphs.get(char)
    if (!glyph) throw new Error(`wordmark: no glyph for ${JSON.stringify(char)}`)
    if (glyph.d) {
      const numbers = glyph.d.split(' ').filter((t) => !/^[A-Z]$/.test(t)).map(Number)
      numbers.forEach((n, i) => (i % 2 === 0 ? (right = Math.max(right, pen * 1000 + n)) : (top = Math.min(top, n))))
      paths.push(`<path transform="translate(${round(pen * 1000)} 0)" d="${glyph.d}"/>`)
    }
    pen += glyph.advance + tracking
  }
  const baseline = round(side / 2 - (top * scale) / 2)
  const width = Math.ceil(side + gap + right * scale)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${side}" width="${width}" height="${side}">`,
    `<title>${name}</title>`,
    markShapes(tone),
    `<g transform="translate(${side + gap} ${baseline}) scale(${scale})" fill="${colours[tone].name}">${paths.join('')}</g>`,
    '</svg>\n',
  ].join('')
}

const round = (n: number) => Math.round(n * 100) / 100
