import type { Site } from '../manifest/site'
import { withHeader } from './header'

export const SITE_DATA_FILE = 'src/generated/site.gen.ts'

/**
 * What every page needs, and nothing more: this module rides in the entry chunk that every
 * visitor downloads. The route index (ids, paths, flags, which language a page is written in),
 * the shell's navigation, the brand and the redirect rules. A page's title, description,
 * sections and popups, and an event's entry, live in that page's module (see page-modules.ts).
 */
export function generateSiteData(site: Pick<Site, 'brand' | 'languages' | 'navigation' | 'redirects' | 'routes'>): string {
  // Read by one page each, which gets them in its own module: the product code names partner
  // companies in the manifest, the answer time is the contact page's, the sample badge the sample page's.
  const { productCode: _manifestOnly, answerTime: _contactPage, sampleBadge: _samplePage, ...brand } = site.brand
  const data = {
    brand,
    languages: site.languages,
    navigation: site.navigation,
    redirects: site.redirects,
    routes: site.routes.map((route) => ({
      id: route.id,
      path: route.path,
      header: route.header,
      indexable: route.indexable,
      // An event page is written in one language whatever its path (docs/rules/issuance.md §2.13).
      ...(route.event ? { writtenIn: route.event.interfaceLanguage } : {}),
    })),
  }
  return withHeader(`
/** The route index and the shell's data; page content is in each page module. */
export const site = ${JSON.stringify(data, null, 2)} as const

export type SiteData = typeof site
export type SiteRouteData = SiteData['routes'][number]
/** The route name of every page and event page: a typo in a link fails \`tsc\`. */
export type PageId = SiteRouteData['id']
`)
}
