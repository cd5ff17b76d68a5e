/**
 * The brand face as plain data, shared by codegen (which cuts the font to the site's characters:
 * codegen/brand-face.ts) and the styles (the family, its metric-matched fallback:
 * src/styles/fonts.css.ts). Plain strings and numbers, so src/ may import it (eslint.config.js).
 */
export const brandFace = {
  /** The family name the styles ask for, the one the font's own name table gives. */
  family: 'Pretendard Variable',
  /**
   * The weights the styles set: the cut keeps this stretch of the font's weight axis (45 to 930)
   * and leaves out the rest, a quarter of its bytes. A weight outside it is drawn at the nearest one kept.
   */
  weights: { min: 400, max: 800 },
  /** Hangul syllables, jamo and compatibility jamo: the range of the face's Hangul file and of the fallback's Hangul face. */
  hangulRange: 'U+1100-11FF, U+3130-318F, U+AC00-D7A3',
} as const
