import path from 'node:path'
import { brand } from '../../manifest/brand'
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

/** One poster per event route, in the order of the manifest. */
export function posterContents(routes: readonly SiteRoute[], origin: string, publicDir: string): PosterContent[] {
  loadAllLocales()
  return routes.flatMap(({ event }) => {
    if (!event) return []
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
