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
