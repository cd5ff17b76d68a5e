import { brand } from '../../manifest/brand'
import { eventBadgeSvg } from '../../src/lib/event-badge/art'
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

/**
 * The sample badge's picture (the sample page's "the badge you will receive"): the event badges'
 * art (`src/lib/event-badge/art.ts`), so it looks like the badges visitors meet elsewhere on the
 * site. A badge, not a logo: its label is text, as on the event badges.
 */
export function sampleBadgeFile(): [string, string] {
  const label = `${brand.name.en.toUpperCase()} SAMPLE`
  return [brand.sampleBadge, eventBadgeSvg({ slug: `${brand.productCode}-sample`, label, title: `${brand.name.en} sample badge` })]
}
