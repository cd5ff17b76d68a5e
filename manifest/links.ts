import type { InternalLink } from './schema/link'

type FoundLink = {
  /** Where the link sits inside the walked value, e.g. `menus[0].items[2]`. */
  at: string
  link: InternalLink
}

function isInternalLink(value: object): value is InternalLink {
  return 'page' in value && typeof value.page === 'string' && 'label' in value
}

/**
 * Every internal link inside any manifest value (a section, the navigation, a popup): an object
 * with `label` and `page` is one, wherever it sits. Sections need no link list of their own: a
 * field declared with `LinkSchema` or `InternalLinkSchema` is found here, so the reference check
 * covers every section type, including ones added later.
 */
export function findInternalLinks(value: unknown, at = ''): FoundLink[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => findInternalLinks(item, `${at}[${i}]`))
  if (typeof value !== 'object' || value === null) return []
  if (isInternalLink(value)) return [{ at, link: value }]
  return Object.entries(value).flatMap(([key, child]) => findInternalLinks(child, at ? `${at}.${key}` : key))
}
