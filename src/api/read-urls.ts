import { apiBasePath, buildTimeApiOrigin } from './api-config'

/**
 * The address of each read a page makes as it opens, with the query a first visit has (the
 * gallery's default category). The prerendered page names it in a `<link rel="preload"
 * as="fetch">`, so the answer is on its way while the page's code loads, and the client's own
 * call (`src/api/api.ts`, same address) is served from that preload: on Lighthouse's slow 4G
 * the gallery's cards no longer wait for hydration before their request starts. read-urls.test.ts
 * holds these addresses to the ones the client asks for.
 */
export const firstReadUrls = {
  listMediaNews: (origin = buildTimeApiOrigin()) => `${origin}${apiBasePath}/MediaNews`,
  listBadgeGallery: (origin = buildTimeApiOrigin()) => `${origin}${apiBasePath}/BadgeGallery?category=all`,
} satisfies Record<string, (origin?: string) => string>

export type FirstRead = keyof typeof firstReadUrls
