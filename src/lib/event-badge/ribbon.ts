/**
 * The label on an event badge's ribbon (art.ts draws it; `npm run new:event`, the partner request
 * page and the API refuse a label that would not fit, src/lib/partner-request-rules.ts). One
 * place for the ribbon's geometry and the type on it, so the rule and the drawing cannot drift.
 */

/** The ribbon's box in the artwork's 200 x 200 viewBox. */
export const ribbon = { x: 24, y: 112, width: 152, height: 30 } as const

/** Room kept free at each end of the ribbon, so a label never touches its rounded ends. */
const margin = 8
const letterSpacing = 1

/** A short label is set larger; a longer one steps down to keep within the ribbon. */
export const ribbonFontSize = (label: string): 18 | 15 => (label.length > 9 ? 15 : 18)

/*
 * Advance widths of Arial Bold (metric twin of Helvetica Bold, whose AFM gives these), in
 * thousandths of the font size, for what a label is written in: capitals, digits and a few
 * signs. Anything else (lower case, Hangul) counts as a full em, which no glyph exceeds, so the
 * estimate is never short of the drawn width, whatever font the viewer substitutes.
 */
const widths: Record<string, number> = {
  ' ': 278, '!': 333, '&': 722, "'": 238, '(': 333, ')': 333, '+': 584, ',': 278, '-': 333, '.': 278, '/': 278, ':': 333,
  '0': 556, '1': 556, '2': 556, '3': 556, '4': 556, '5': 556, '6': 556, '7': 556, '8': 556, '9': 556,
  A: 722, B: 722, C: 722, D: 722, E: 667, F: 611, G: 778, H: 722, I: 278, J: 556, K: 722, L: 611, M: 833,
  N: 722, O: 778, P: 667, Q: 778, R: 722, S: 667, T: 611, U: 722, V: 667, W: 944, X: 667, Y: 667, Z: 611,
}

/** The label's drawn width in viewBox units, at the size art.ts sets it. */
export function ribbonLabelWidth(label: string): number {
  const size = ribbonFontSize(label)
  const glyphs = [...label]
  const advance = glyphs.reduce((sum, glyph) => sum + (widths[glyph] ?? 1000), 0)
  return (advance * size) / 1000 + letterSpacing * Math.max(0, glyphs.length - 1)
}

/** The widest a label may be drawn. */
export const ribbonLabelRoom = ribbon.width - 2 * margin

/** Whether the label, drawn at its size, stays within the ribbon's room. */
export const ribbonLabelFits = (label: string): boolean => ribbonLabelWidth(label) <= ribbonLabelRoom
