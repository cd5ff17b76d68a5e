import { brand } from '../../manifest/brand'
import { notoSansKr } from '../fonts'
import { outlineGlyphs } from '../prerender/og-glyphs'
import { markSvg, wordmarkChars, wordmarkSvg } from './wordmark'

/** The face of the name: the site's, one step heavier than its headings. */
const wordmarkFont = { file: notoSansKr.extraBold, family: notoSansKr.family, weight: 800 }

/** Every file of our logo, by its address under `public/` (as `manifest/brand.ts` names it), with its content. */
export function brandFiles(): [string, string][] {
  const { logo, name } = brand
  const glyphs = outlineGlyphs([...wordmarkChars(name.ko), ...wordmarkChars(name.en)], wordmarkFont)
  return [
    [logo.mark, markSvg('light')],
    ...(['ko', 'en'] as const).flatMap((locale): [string, string][] => [
      [logo.wordmark[locale], wordmarkSvg(name[locale], glyphs, 'light')],
      [logo.wordmarkOnDark[locale], wordmarkSvg(name[locale], glyphs, 'dark')],
    ]),
  ]
}
