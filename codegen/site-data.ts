import type { Site } from '../manifest/site'
import { withHeader } from './header'

export const SITE_DATA_FILE = 'src/generated/site.gen.ts'

/**
 * The manifest as plain data for the site: `src/` reads this, never `manifest/` itself, so zod
 * and the definition-time checks stay out of the browser. Sections are left out here: each
 * page module carries its own, so a page's content loads only with that page.
 */
export function generateSiteData(site: Site): string {
  const data = {
    brand: site.brand,
    languages: site.languages,
    navigation: site.navigation,
    redirects: site.redirects,
    popups: site.popups,
    routes: site.routes.map(({ sections: _sections, ...route }) => ({
      ...route,
      // The route's path pattern in the router tree, so a typed <Link to> can take it.
      to: route.path === '' ? '/$lang' : `/$lang/${route.path}`,
    })),
  }
  return withHeader(`
/** The validated manifest, minus page sections (see each page module). */
export const site = ${JSON.stringify(data, null, 2)} as const

export type SiteData = typeof site
export type SiteRouteData = SiteData['routes'][number]
/** The route name of every page and event page: a typo in a link fails \`tsc\`. */
export type PageId = SiteRouteData['id']
`)
}
