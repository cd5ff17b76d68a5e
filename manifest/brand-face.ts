/**
 * The brand face as plain data, shared by codegen (which cuts the font to the site's characters:
 * codegen/brand-face.ts), the prerender (which cuts an event page's own file:
 * scripts/prerender/event-faces.ts) and the styles (the family, its metric-matched fallback:
 * src/styles/fonts.css.ts). Plain strings, numbers and string functions, so src/ may import it
 * (eslint.config.js).
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
  /**
   * The font every file is cut from, in the npm package `pretendard`: its variable TrueType, the
   * same font as the package's woff2, which a cut would first unpack (0.2 s a cut, three times
   * what cutting a few characters takes).
   */
  source: 'node_modules/pretendard/dist/public/variable/PretendardVariable.ttf',
} as const

/**
 * How `subset-font` cuts every file of the face. noLayoutClosure: glyphs only an OpenType feature
 * reaches stay out, 20 of the Latin file's 35 kB. The site's text loses a nicety no other face
 * gives it either: Pretendard's contextual forms (a colon raised between figures, as in "10:00";
 * an `@` or `+` raised before capitals) fall back to the plain sign. Kerning stays
 * (codegen/brand-face.test.ts sets the text both ways).
 */
export const brandFaceCut = {
  targetFormat: 'woff2',
  noLayoutClosure: true,
  variationAxes: { wght: { ...brandFace.weights, default: 400 } },
} as const

/** The `@font-face` rule of one file of the face at `url`, for the characters of `unicodeRange` (all, without one). */
export function brandFaceRule(url: string, unicodeRange?: string): string {
  return [
    '@font-face {',
    `  font-family: '${brandFace.family}';`,
    '  font-style: normal;',
    // Never swapped in under a reader: docs/brand-face.md.
    '  font-display: optional;',
    `  font-weight: ${brandFace.weights.min} ${brandFace.weights.max};`,
    `  src: url('${url}') format('woff2');`,
    ...(unicodeRange ? [`  unicode-range: ${unicodeRange};`] : []),
    '}',
  ].join('\n')
}

/** The CSS `unicode-range` of exactly `characters` (`U+C1FC, U+D640`). */
export const unicodeRangeOf = (characters: string) =>
  [...characters].map((char) => `U+${char.codePointAt(0)!.toString(16).toUpperCase()}`).join(', ')

/**
 * The characters of `text` the site's own files lack (`site`: every character they hold), which
 * an event page's own file must carry: drawn ones only (letters, marks, digits, punctuation,
 * symbols), not the spaces and joiners the page's words may hold (manifest/no-break.ts), which
 * no face draws. Sorted, each once.
 */
export function charactersBeyond(site: string, text: string): string {
  const known = new Set(site)
  const beyond = new Set([...text].filter((char) => !known.has(char) && /[\p{L}\p{M}\p{N}\p{P}\p{S}]/u.test(char)))
  return [...beyond].sort().join('')
}
