import { site } from '../../src/generated/site.gen'
import { allRoutes, anyRouteData, type RouteId } from '../../server/all-routes'
import { routePath } from '../../src/lib/routing'

/**
 * The pages the bench measures (docs/performance.md), by route id (paths come from the route
 * index): home, open badge intro, gallery, press, contact, the sample page, one Korean and one
 * English event page, privacy.
 */
const benchedRouteIds = [
  'HomePage',
  'OpenbadgesPage',
  'BadgesGalleryPage',
  'PressPage',
  'ContactPage',
  'SampleBadgesV3Page',
  'AeskrEventPage',
  'AesforumthaiEventPage',
  'PrivacyPage',
] as const satisfies readonly RouteId[]

interface BenchedPage {
  routeId: RouteId
  /** `/kor/company/press`: the page in one language. */
  path: string
}

/**
 * Each benched route in each language, the languages side by side: `only` (route ids, to measure
 * again what a change touched) or, with `quick`, the home page, else all of `benchedRouteIds`.
 */
export function benchedPages(quick: boolean, only: readonly string[] = []): BenchedPage[] {
  const unknown = only.filter((id) => !allRoutes.some((r) => r.id === id))
  if (unknown.length > 0) throw new Error(`--pages: no route ${unknown.join(', ')} (route ids as in src/generated/site.gen.ts and event-routes.gen.ts)`)
  const ids = (only.length > 0 ? only : quick ? ['HomePage'] : benchedRouteIds) as readonly RouteId[]
  return ids.flatMap((routeId) => site.languages.map((l) => ({ routeId, path: routePath(anyRouteData(routeId), l.segment) })))
}
