import { globalFontFace } from '@vanilla-extract/css'
import { brandFace } from '../../manifest/brand-face'
import { fontMetrics } from './font-metrics'

/**
 * The brand face's stand-in where its files are not at hand when a line is first drawn (a first
 * visit on a slow link: the face is `font-display: optional`, codegen/brand-face.ts), and for a
 * syllable its cut lacks (text the provider's API sends that the site never wrote): the visitor's
 * own Noto Sans KR / Noto Sans CJK KR, scaled to Pretendard's advances and given its ascent and
 * descent, so that a page drawn in it breaks its lines as the face would, and a line drawn partly
 * in each keeps one size and baseline. Hangul and Latin
 * differ in how much wider Noto is (6 % and 3 to 4 %), so each has a face of its own, in each band of
 * weights; a `local()` source names one face, so each band names the system's face for it. Where no Noto is installed
 * (Windows, macOS) these faces fail to load and the stack goes on to the system's Korean font.
 */
export const fallbackFamily = 'Pretendard Fallback'

const { pretendard, noto } = fontMetrics
const percent = (value: number) => `${(value * 100).toFixed(2)}%`
const regular = ['Noto Sans CJK KR Regular', 'NotoSansCJKkr-Regular', 'Noto Sans KR Regular', 'NotoSansKR-Regular']
const bold = ['Noto Sans CJK KR Bold', 'NotoSansCJKkr-Bold', 'Noto Sans KR Bold', 'NotoSansKR-Bold']
// The site's weights, each in a band that Noto's nearest face stands in for (600 by the bold).
const bands = [
  { weight: '100 549', names: regular, latin: pretendard.latinAdvance[400] / noto.latinAdvance[400] },
  { weight: '550 649', names: bold, latin: pretendard.latinAdvance[600] / noto.latinAdvance[700] },
  { weight: '650 1000', names: bold, latin: pretendard.latinAdvance[700] / noto.latinAdvance[700] },
]
const hangul = pretendard.hangulAdvance / noto.hangulAdvance

for (const { weight, names, latin } of bands) {
  // Faces of one family whose ranges overlap are tried last-declared first (CSS Fonts Level 4, section 4.5), so
  // the face for everything (Latin, digits, punctuation) comes first and Hangul's, after it, wins on its range.
  for (const { unicodeRange, sizeAdjust } of [{ sizeAdjust: latin }, { unicodeRange: brandFace.hangulRange, sizeAdjust: hangul }]) {
    globalFontFace(fallbackFamily, {
      src: names.map((name) => `local("${name}")`).join(', '),
      fontWeight: weight,
      // size-adjust scales the overrides too: divided by it, they come out as Pretendard's.
      sizeAdjust: percent(sizeAdjust),
      ascentOverride: percent(pretendard.ascent / sizeAdjust),
      descentOverride: percent(pretendard.descent / sizeAdjust),
      lineGapOverride: '0%',
      ...(unicodeRange ? { unicodeRange } : {}),
    })
  }
}
