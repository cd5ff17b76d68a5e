import type { PageId } from '../generated/site.gen'
import type { Segment } from './language'
import { pagePath } from './routing'

/** The size Open Graph and X (Twitter) show large previews at: 1.91:1. */
export const ogImageSize = { width: 1200, height: 630 } as const

/**
 * Where the sharing image of a page in the language it is written in is served: `/og/kor.png`
 * for the home page, `/og/eng/company/about.png`. The page path plus `.png` under `/og`, so no two
 * pages share a file. One function for `<head>` (src/app/head.ts) and the prerender that draws
 * the files (scripts/prerender/og-image.ts).
 */
export function ogImagePath(pageId: PageId, segment: Segment): string {
  return `/og${pagePath(pageId, segment)}.png`
}

/**
 * The two cards of a page's item that is a page of its own (a notice): `wide` (16:9), its
 * sharing card and its Article's first image, and `square` (1:1), the shape search engines show
 * beside a result. Google asks an Article for both, at least 50,000 pixels each.
 */
export const itemCardSizes = { wide: { width: 1200, height: 675 }, square: { width: 1200, height: 1200 } } as const

export type ItemCardShape = keyof typeof itemCardSizes

/**
 * Where an item's card is served: its page's card path without `.png`, then the item's query as
 * a name, `/og/kor/company/event-detail/id-3.png` (`.square.png` for the square one). One
 * function for `<head>`, the JSON-LD and the prerender that draws them.
 */
export function itemCardPath(pageId: PageId, segment: Segment, query: string, shape: ItemCardShape): string {
  const name = new URLSearchParams(query).toString().replace(/[=&]/g, '-')
  return `${ogImagePath(pageId, segment).replace(/\.png$/, '')}/${name}${shape === 'square' ? '.square' : ''}.png`
}
