import { Resvg } from '@resvg/resvg-js'
import { pretendard } from '../fonts'
import { escapeXml, type Glyph, type Glyphs } from './og-card'

/** The face the cards are set in, named, with no system font scan (see `scripts/fonts.ts`). */
export const cardFont = { file: pretendard.bold, family: pretendard.family }

/** Set between characters to find where each ends: a straight bar, one subpath, unlike any letter. */
const marker = '|'
const unitsPerEm = 1000

/**
 * The outline and advance width of each character (outline in font units on a baseline at 0,
 * advance in em), drawn by resvg once per build.
 *
 * Why not let resvg set the cards' text: it reads the whole font file again for each glyph it
 * outlines (about 5 ms with the 20 MB Noto Sans CJK collection the cards first used), and more
 * for each text element; all 52 cards took 11 s of CPU. Here every distinct character is
 * outlined once, all in one text element: `||a|b|c|`. resvg's `toString()` writes that as one
 * path in font units; the bars split it, the first two give the bar's own advance, and the
 * distance between two bars, less that, is the character's.
 */
export function outlineGlyphs(chars: Iterable<string>, font: { file: string; family: string; weight?: number } = cardFont): Glyphs {
  const list = [...new Set(chars)].filter((c) => c !== marker)
  const run = [marker, marker, ...list.flatMap((c) => [c, marker])].join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text x="0" y="0" xml:space="preserve" font-family="${font.family}" font-weight="${font.weight ?? 700}" font-size="${unitsPerEm}">${escapeXml(run)}</text></svg>`
  const drawn = new Resvg(svg, { font: { fontFiles: [font.file], loadSystemFonts: false, defaultFontFamily: font.family } }).toString()
  const d = /<path [^>]*\bd="([^"]*)"/.exec(drawn)?.[1]
  if (!d) throw new Error('og glyphs: resvg drew no path')
  const subpaths = d.split(/(?=M )/).map((s) => s.trim())
  const bar = shape(subpaths[0]!)
  const bars = subpaths.flatMap((s, i) => (shape(s) === bar ? [i] : []))
  if (bars.length !== list.length + 2) throw new Error(`og glyphs: found ${bars.length} bars for ${list.length} characters`)
  const barAdvance = startX(subpaths[bars[1]!]!) - startX(subpaths[bars[0]!]!)
  // The first bar stands at pen position 0, so its outline is the bar's glyph as it is.
  const glyphs = new Map<string, Glyph>([[marker, { d: subpaths[0]!, advance: barAdvance / unitsPerEm }]])
  list.forEach((char, i) => {
    const [before, after] = [bars[i + 1]!, bars[i + 2]!]
    const pen = startX(subpaths[before]!) - startX(subpaths[0]!) + barAdvance
    const outline = subpaths.slice(before + 1, after).map((s) => shiftX(s, -pen))
    glyphs.set(char, { d: outline.join(' '), advance: (startX(subpaths[after]!) - startX(subpaths[before]!) - barAdvance) / unitsPerEm })
  })
  return glyphs
}

/** The numbers of a subpath, x and y in turn (resvg writes only M, L, C, Q and Z, all absolute). */
function coordinates(subpath: string): number[] {
  return subpath.split(' ').filter((t) => !/^[A-Z]$/.test(t)).map(Number)
}

function startX(subpath: string): number {
  return coordinates(subpath)[0]!
}

/** A subpath moved along x (numbers in even places are x). */
function shiftX(subpath: string, dx: number): string {
  let n = 0
  return subpath
    .split(' ')
    .map((t) => (/^[A-Z]$/.test(t) ? t : String(n++ % 2 === 0 ? Math.round((Number(t) + dx) * 10) / 10 : Number(t))))
    .join(' ')
}

/** A subpath's outline wherever it stands: what tells the bars apart from letters. */
function shape(subpath: string): string {
  return shiftX(subpath, -startX(subpath))
}
