import { findInternalLinks } from '../manifest/links'
import type { QueryParam } from '../manifest/schema/page'

type Target = { id: string; query: readonly QueryParam[] }

/**
 * `value` (any manifest value: a page's sections, the navigation, the popups) with every
 * internal link to a page that reads query parameters written out with that page's whole query:
 * each parameter the link names, in the page's order, and the page's default for each one it
 * leaves out. A manifest link names only what it changes (a link to the gallery names no
 * category), so a default lives in one place (the gallery's `category`: api.yaml), and the
 * link's address still says what it opens (`?category=all&search=`). Run after `resolveQuery`,
 * which gives an API enum its default.
 */
export function withQueryDefaults<T>(value: T, targets: readonly Target[]): T {
  const byId = new Map(targets.map((t) => [t.id, t]))
  const copy = structuredClone(value)
  for (const { link } of findInternalLinks(copy)) {
    const query = byId.get(link.page)?.query ?? []
    const search = Object.fromEntries(
      query.flatMap((q) => {
        // An integer parameter has no default: it stays out unless the link names it.
        const chosen = link.search?.[q.name] ?? ('default' in q ? q.default : undefined)
        return chosen === undefined ? [] : [[q.name, chosen]]
      }),
    )
    if (Object.keys(search).length > 0) link.search = search
  }
  return copy
}
