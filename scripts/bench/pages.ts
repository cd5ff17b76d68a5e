import { site, type PageId } from '../../src/generated/site.gen'
import { pagePath } from '../../src/lib/routing'

/**
 * The pages issue 7 measures, by route id (paths come from the route index): home, open badge
 * intro, gallery, press, contact, the sample page, one Korean and one English event page, privacy.
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
] as const satisfies readonly PageId[]

interface BenchedPage {
  routeId: PageId
  /** `/kor/company/press`: the page in one language. */
  path: string
}

/**
 * Each benched route in each language, the languages side by side: `only` (route ids, to measure
 * again what a change touched) or, with `quick`, the home page, else all of `benchedRouteIds`.
 */
export function benchedPages(quick: boolean, only: readonly string[] = []): BenchedPage[] {
  const unknown = only.filter((id) => !site.routes.some((r) => r.id === id))
  if (unknown.length > 0) throw new Error(`--pages: no route ${unknown.join(', ')} (route ids as in src/generated/site.gen.ts)`)
  const ids = (only.length > 0 ? only : quick ? ['HomePage'] : benchedRouteIds) as readonly PageId[]
  return ids.flatMap((routeId) => site.languages.map((l) => ({ routeId, path: pagePath(routeId, l.segment) })))
}
