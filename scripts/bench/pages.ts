import { site, type PageId } from '../../src/generated/site.gen'
import { pagePath } from '../../src/lib/routing'

/**
 * The pages issue 7 measures, by route id (paths come from the route index): home, open badge
 * intro, gallery, press, contact, the sample page, one Korean and one English event page, privacy.
 */
export const benchedRouteIds = [
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

export interface BenchedPage {
  routeId: PageId
  /** `/kor/company/press`: the page in one language. */
  path: string
}

/** Each benched route in each language (`--quick`: the home page only), the languages side by side. */
export function benchedPages(quick: boolean): BenchedPage[] {
  const ids: readonly PageId[] = quick ? ['HomePage'] : benchedRouteIds
  return ids.flatMap((routeId) => site.languages.map((l) => ({ routeId, path: pagePath(routeId, l.segment) })))
}
