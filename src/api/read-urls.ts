import { apiEnums } from '../generated/api-rules.gen'
import { apiBasePath, buildTimeApiOrigin } from './api-config'

type GalleryCategory = (typeof apiEnums.GalleryCategoryFilter)[number]

/**
 * The address of each read a page makes as it opens. read-urls.test.ts holds these addresses to
 * the ones the client (`src/api/api.ts`) asks for, so the browser serves the call from the preload.
 */
export const firstReadUrls = {
  listMediaNews: (origin = buildTimeApiOrigin()) => `${origin}${apiBasePath}/MediaNews`,
  listBadgeGallery: (origin = buildTimeApiOrigin(), category: GalleryCategory = 'all') => `${origin}${apiBasePath}/BadgeGallery?category=${category}`,
} satisfies Record<string, (origin?: string) => string>

export type FirstRead = keyof typeof firstReadUrls

/**
 * How the prerendered page starts a first read before its code has loaded: a `<link rel="preload"
 * as="fetch">` of a fixed address, or, for a read whose address follows the page's query, a small
 * inline script that preloads the visit's own address. A prerendered page cannot know its query:
 * a fixed `?category=all` preload made `?category=group` visits fetch twice, `all` then `group`.
 */
export type FirstReadPreload = { href: string } | { script: string }

export const firstReadPreloads = {
  listMediaNews: (origin = buildTimeApiOrigin()) => ({ href: firstReadUrls.listMediaNews(origin) }),
  listBadgeGallery: (origin = buildTimeApiOrigin()) =>
    preloadFromQuery((category) => firstReadUrls.listBadgeGallery(origin, category), 'category', apiEnums.GalleryCategoryFilter, 'all'),
} satisfies Record<FirstRead, (origin?: string) => FirstReadPreload>

/**
 * A script that preloads `addressFor(value)`, where value is the visit's query parameter `name`
 * when it is one of `values`, else `fallback` (the route's own rule for the parameter). The
 * preload's `crossOrigin` makes its mode and credentials those of the client's fetch.
 */
function preloadFromQuery<V extends string>(addressFor: (value: V) => string, name: string, values: readonly V[], fallback: V): { script: string } {
  const [before, after] = addressFor('\u0000' as V).split('\u0000')
  const s = JSON.stringify
  return {
    script:
      `(()=>{const v=new URLSearchParams(location.search).get(${s(name)}),l=document.createElement("link");` +
      `l.rel="preload";l.as="fetch";l.crossOrigin="anonymous";` +
      `l.href=${s(before)}+(${s(values)}.includes(v)?v:${s(fallback)})${after ? `+${s(after)}` : ''};document.head.append(l)})()`,
  }
}
