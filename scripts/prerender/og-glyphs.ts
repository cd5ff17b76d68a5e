import { Resvg } from '@resvg/resvg-js'
import { pretendard } from '../fonts'
import { escapeXml, type Glyph, type Glyphs } from './og-card'

/** The face the cards are set in, named, with no system font scan (see `scripts/fonts.ts`). */
export const cardFont = { file: pretendard.bold, family: pretendard.family }

/** Set around a character to find where it ends: a straight bar, one subpath, unlike any letter. */
const marker = '|'
const unitsPerEm = 1000

type Face = { file: string; family: string; weight?: number }

/**
 * The outline and advance width of each character (outline in font units on a baseline at 0,
 * advance in em), drawn by resvg.
 *
 * Why not let resvg set the cards' text: it reads the whole font file again for each glyph it
 * outlines (about 5 ms with the 20 MB Noto Sans CJK collection the cards first used), and more
 * for each text element; all 52 cards took 11 s of CPU. Here each distinct character is outlined
 * once, in a run of its own, `||c|`, which resvg's `toString()` writes as one path in font units
 * (about 1 ms a character with Pretendard): the bars split it, the first two give the bar's own
 * advance, and the distance between the last two, less that, is the character's.
 *
 * A run of its own, not one run for all: resvg computes in 32-bit floats, so an outline drawn far
 * along a long run came out a few hundredths of a unit off the same one drawn near its start (and
 * past a few hundred characters the bars no longer matched). Each character's outline is the
 * same whatever else the build sets, so a card or slide drawn in an earlier build, with other
 * characters beside it, is byte for byte the one this build would draw (scripts/prerender/build-cache).
 */
export function outlineGlyphs(chars: Iterable<string>, font: Face = cardFont): Glyphs {
  const list = [...new Set(chars)].filter((c) => c !== marker)
  const fontOptions = { fontFiles: [font.file], loadSystemFonts: false, defaultFontFamily: font.family }
  const draw = (run: string) => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text x="0" y="0" xml:space="preserve" font-family="${font.family}" font-weight="${font.weight ?? 700}" font-size="${unitsPerEm}">${escapeXml(run)}</text></svg>`
    const d = /<path [^>]*\bd="([^"]*)"/.exec(new Resvg(svg, { font: fontOptions }).toString())?.[1]
    if (!d) throw new Error('og glyphs: resvg drew no path')
    return d.split(/(?=M )/).map((s) => s.trim())
  }
  // The bar alone, at pen position 0: its outline as it is, and its advance.
  const [bar, second] = draw(marker + marker)
  const barAdvance = startX(second!) - startX(bar!)
  const glyphs = new Map<string, Glyph>([[marker, { d: bar!, advance: barAdvance / unitsPerEm }]])
  for (const char of list) glyphs.set(char, outlineOne(char, draw(`${marker}${marker}${char}${marker}`), shape(bar!), barAdvance))
  return glyphs
}

/** One character's glyph from the subpaths of `||c|`: what lies between the second bar and the last. */
function outlineOne(char: string, subpaths: string[], bar: string, barAdvance: number): Glyph {
  const bars = subpaths.flatMap((s, i) => (shape(s) === bar ? [i] : []))
  const [before, after] = [bars[1], bars.at(-1)]
  if (bars.length < 3 || before === undefined || after === undefined) throw new Error(`og glyphs: found ${bars.length} bars around "${char}"`)
  const pen = startX(subpaths[before]!) - startX(subpaths[0]!) + barAdvance
  const outline = subpaths.slice(before + 1, after).map((s) => shiftX(s, -pen))
  return { d: outline.join(' '), advance: (startX(subpaths[after]!) - startX(subpaths[before]!) - barAdvance) / unitsPerEm }
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
