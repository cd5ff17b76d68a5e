/**
 * How long a browser or a CDN may keep each file of the built site without asking again: one
 * table for every host (the Node server, server/pages.ts; the generated nginx rules and the edge
 * rules, scripts/prerender/), so a change here reaches them all. The first rule whose prefix a
 * path starts with wins; any other file, every page and every not-found answer is revalidated.
 */
export const cacheRules: readonly { pathPrefix: string; cacheControl: string }[] = [
  // Vite names these by their content's hash: a name never comes back with other content.
  { pathPrefix: '/assets/', cacheControl: 'public, max-age=31536000, immutable' },
]

/** Pages and every file with a stable name: kept, but checked again (a 304 when unchanged) on every use. */
export const revalidateCacheControl = 'no-cache'

/** The `Cache-Control` of a file of the site served at `pathname`. */
export function cacheControlFor(pathname: string): string {
  return cacheRules.find((rule) => pathname.startsWith(rule.pathPrefix))?.cacheControl ?? revalidateCacheControl
}
