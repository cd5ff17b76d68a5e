import path from 'node:path'
import { brand } from '../../manifest/brand'
import { resolveClaims, type ClaimsAsWritten } from '../../manifest/claim-window'
import type { EventPage } from '../../manifest/schema/event'
import type { SiteRoute } from '../../manifest/site'
import { anyRouteData, type RouteId } from '../../server/all-routes'
import { i18nObject } from '../../src/i18n/i18n-util'
import { loadAllLocales } from '../../src/i18n/i18n-util.sync'
import { CODE_PARAMETER } from '../../src/sections/issuance-form/address-code'
import { languagesOf, routePath } from '../../src/lib/routing'
import { eventPosterContent, posterLabelsOf, type PosterContent } from '../../src/lib/posters/poster-text'

/**
 * An event page's canonical address. The page is written in one language (`languagesOf`), so
 * both its paths name that language's one, as `<head>` (src/app/head.ts) and the sitemap do.
 */
export function eventPageUrl(event: Pick<EventPage, 'id'>, origin: string): string {
  const route = anyRouteData(event.id as RouteId)
  return `${origin}${routePath(route, languagesOf(route)[0]!.segment)}`
}

/**
 * One poster per event route, in the order of the manifest; an example's window relative to the
 * build day is read on `claimDay` (the build's), so its poster's deadline is its page's.
 */
export function posterContents(routes: readonly SiteRoute[], origin: string, publicDir: string, claimDay: number): PosterContent[] {
  loadAllLocales()
  return routes.flatMap(({ event: entry }) => {
    if (!entry) return []
    const event = entry.claims?.relative ? { ...entry, claims: wallClockClaims(entry.claims, entry.timeZone, claimDay) } : entry
    const locale = event.interfaceLanguage
    const files = {
      badge: path.join(publicDir, event.badge.image),
      wordmark: path.join(publicDir, brand.logo.wordmark[locale]),
      ...(event.partner?.logo ? { logo: path.join(publicDir, event.partner.logo) } : {}),
    }
    const url = eventPageUrl(event, origin)
    const words = { name: brand.name[locale], supportHours: brand.supportHours[locale] }
    return [eventPosterContent(event, posterLabelsOf(i18nObject(locale)), words, { page: url, qr: event.claimCode ? `${url}?${CODE_PARAMETER}=${event.claimCode}` : url }, files)]
  })
}

/** A window's wall-clock ends on `day`, as an entry writes fixed ones. */
function wallClockClaims(claims: ClaimsAsWritten, timeZone: string, day: number): { opens?: string; closes?: string } {
  const { opens, closes } = resolveClaims(claims, timeZone, day)
  return { ...(opens ? { opens: opens.wallClock } : {}), ...(closes ? { closes: closes.wallClock } : {}) }
}
