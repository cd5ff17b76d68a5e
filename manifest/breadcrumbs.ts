import type { Navigation } from './schema/navigation'
import type { LocalizedText } from './schema/text'

/** One step of a page's breadcrumb after "Home": a label, and the page it leads to when there is one. */
export type Crumb = { label: LocalizedText; page?: string }

/** What the trail is read from: each page's name, title and breadcrumb parent, and the navigation. */
type TrailSource = {
  routes: readonly { id: string; title: LocalizedText; parent?: string }[]
  navigation: Pick<Navigation, 'menus' | 'contact' | 'legal'>
}

/**
 * Where a page sits, as the navigation says it, from the top down; its last step is the page
 * itself. A menu's item sits under the menu's label (linked to the menu's `overview` page if it
 * has one); an overview page is its menu's label; a page with a `parent` continues its parent's
 * trail with its own title; any other page is just itself. A page's step says what the
 * navigation calls it (the header's "Introduction"), else its title.
 */
export function breadcrumbTrail(pageId: string, site: TrailSource, seen: readonly string[] = []): Crumb[] {
  if (seen.includes(pageId)) throw new Error(`breadcrumb parents loop: ${[...seen, pageId].join(' -> ')}`)
  const route = site.routes.find((r) => r.id === pageId)
  if (!route) throw new Error(`breadcrumb: unknown page "${pageId}"`)
  for (const menu of site.navigation.menus) {
    if (menu.overview === pageId) return [{ label: menu.label, page: pageId }]
    const item = menu.items.find((i) => 'page' in i && i.page === pageId)
    if (item) return [{ label: menu.label, ...(menu.overview ? { page: menu.overview } : {}) }, { label: item.label, page: pageId }]
  }
  const named = [site.navigation.contact, ...site.navigation.legal].find((link) => link.page === pageId)
  if (named) return [{ label: named.label, page: pageId }]
  if (route.parent) return [...breadcrumbTrail(route.parent, site, [...seen, pageId]), { label: route.title, page: pageId }]
  return [{ label: route.title, page: pageId }]
}
