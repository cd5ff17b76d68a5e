import type { SiteRoute } from '../manifest/site'
import { withHeader } from './header'

export const ADDRESSES_IN_USE_FILE = 'src/generated/addresses-in-use.gen.ts'

/**
 * The first path segment below `/{lang}` of every page and event page of the manifest: an event's
 * address (one segment) that is one of these would be, or would sit above, a page that exists.
 * The partner request rules read it (src/lib/partner-request-rules.ts) in the reference API and
 * `new:event`, and in the page's worker from the file the prerender writes of it
 * (src/lib/in-use-file.ts), so all refuse a taken address without the manifest in their bundle.
 */
export function generateAddressesInUse(routes: readonly Pick<SiteRoute, 'path'>[]): string {
  const segments = new Set(routes.map((route) => route.path.split('/')[0]!).filter((segment) => segment !== ''))
  const sorted = [...segments].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return withHeader(`
/** The first path segment of every page of the manifest (events included), sorted. */
export const addressesInUse: readonly string[] = ${JSON.stringify(sorted, null, 2)}
`)
}
