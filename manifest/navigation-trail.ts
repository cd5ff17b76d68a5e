import type { Navigation } from './schema/navigation'
import type { LocalizedText } from './schema/text'

/** One step of a page's trail: the page, what the navigation calls it, and its path below `/{lang}` (`''` for home). */
export type TrailItem = { page: string; name: LocalizedText; path: string }

/** What a trail is read from: every page's name, path and title, and the navigation. */
export type TrailSource = {
  routes: readonly { id: string; path: string; title: LocalizedText }[]
  navigation: Pick<Navigation, 'menus' | 'contact' | 'legal'>
}

/** The first step of every trail. The home page's title is a sentence; a trail names it as people do. */
export const HOME_NAME: LocalizedText = { ko: '홈', en: 'Home' }

const isUnder = (path: string, parent: string) => path === parent || path.startsWith(`${parent}/`)

/**
 * Where a page sits, from the home page down to the page itself: home, then each page whose path
 * is a leading part of this one's (`service` above `service/issuance`), then the page. The one
 * derivation for the structured data's BreadcrumbList and for a visible breadcrumb.
 *
 * Each step is named as the navigation names it:
 * - a menu's overview, the page whose path holds every page the menu links (with at least one
 *   below it: `ServicePage` for the "Service" menu), takes the menu's label;
 * - a page the navigation links (a menu item, the contact button, the footer's legal links)
 *   takes that link's label ("Issuance", "Contact us");
 * - any other page (an event, a sign-in guide) its title.
 */
export function trailOf(pageId: string, source: TrailSource): TrailItem[] {
  const byPath = new Map(source.routes.map((route) => [route.path, route]))
  const route = source.routes.find((r) => r.id === pageId)
  if (!route) throw new Error(`trail: unknown page "${pageId}"`)
  const home = byPath.get('')
  if (!home) throw new Error('trail: no home page (a page with the path "")')
  if (route === home) return [{ page: home.id, name: HOME_NAME, path: '' }]
  const segments = route.path.split('/')
  const above = segments.slice(1).flatMap((_, i) => byPath.get(segments.slice(0, i + 1).join('/')) ?? [])
  return [{ page: home.id, name: HOME_NAME, path: '' }, ...[...above, route].map((r) => ({ page: r.id, name: nameOf(r, source), path: r.path }))]
}

function nameOf(route: TrailSource['routes'][number], { routes, navigation }: TrailSource): LocalizedText {
  const pathOf = new Map(routes.map((r) => [r.id, r.path]))
  for (const menu of navigation.menus) {
    const paths = menu.items.flatMap((item) => ('page' in item ? [pathOf.get(item.page) ?? ''] : []))
    const overview = paths.length > 0 && paths.every((p) => isUnder(p, route.path)) && paths.some((p) => p !== route.path)
    if (overview) return menu.label
  }
  const links = [...navigation.menus.flatMap((menu) => menu.items), navigation.contact, ...navigation.legal]
  const link = links.find((item) => 'page' in item && item.page === route.id)
  return link?.label ?? route.title
}
