/**
 * What makes the fallback face take the brand face's room (docs/brand-face.md): Pretendard (the
 * npm package `pretendard`, served cut to the site's characters by codegen/brand-face.ts) against
 * Noto Sans KR / Noto Sans CJK KR, one design, the system font of Android and Linux. Measured from
 * the fonts' files by `font-metrics.test.ts`, which fails when a new version of either changes them:
 * - ascent and descent: Pretendard's hhea metrics (its OS/2 metrics are the same), over its units per em;
 * - advance: the mean advance, in em and kerned, of the Hangul of the Korean interface strings and
 *   of the Latin letters, digits and spaces of the English ones, so that a line of the fallback is
 *   as long as the same line set in Pretendard. Hangul is as wide at every weight; Latin widens
 *   with the weight, and the site sets 400, 600 and 700, where Noto has a regular and a bold.
 */
export const fontMetrics = {
  pretendard: {
    ascent: 0.9521,
    descent: 0.2412,
    hangulAdvance: 0.8643,
    latinAdvance: { 400: 0.428, 600: 0.4435, 700: 0.4511 },
  },
  noto: { hangulAdvance: 0.92, latinAdvance: { 400: 0.4397, 700: 0.4641 } },
} as const
