import type { Segment } from './language'
import { routePath, type RouteData } from './routing'

/** The size Open Graph and X (Twitter) show large previews at: 1.91:1. */
export const ogImageSize = { width: 1200, height: 630 } as const

/**
 * Where the sharing image of a page in the language it is written in is served: `/og/kor.png`
 * for the home page, `/og/eng/company/about.png`. The page path plus `.png` under `/og`, so no two
 * pages share a file. One function for `<head>` (src/app/head.ts) and the prerender that draws
 * the files (scripts/prerender/og-image.ts).
 */
export function ogImagePath(route: Pick<RouteData, 'path'>, segment: Segment): string {
  return `/og${routePath(route, segment)}.png`
}

/**
 * The size of the sharing card of a page's item that is a page of its own (a notice): 16:9, its
 * `og:image` and its Article's first image (scripts/prerender/og-image.ts draws a 1:1 twin for
 * search engines beside it, `squareCardPath`).
 */
export const itemCardSize = { width: 1200, height: 675 } as const

/**
 * Where an item's card is served: its page's card path without `.png`, then the item's query
 * (`?id=3`) as a name, `/og/kor/company/event-detail/id-3.png`. One function for `<head>`, the
 * JSON-LD and the prerender that draws them.
 */
export function itemCardPath(route: Pick<RouteData, 'path'>, segment: Segment, query: string): string {
  return `${ogImagePath(route, segment).slice(0, -4)}/${query.slice(1).replace('=', '-')}.png`
}
