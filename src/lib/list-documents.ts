import { listBadgeGallery } from '../generated/operations/list-badge-gallery.gen'
import type { PageId } from '../generated/site.gen'
import type { Segment } from './language'
import { pagePath } from './routing'

/*
 * Where each view of a list lives as a document of its own (docs/lists.md, every list page without
 * scripts), written once for everything that names one: the prerender (which file it writes
 * from which address), the sitemap, the Node server's routing (server/page-routing.ts), the
 * generated nginx rules and the gates' list of built pages (server/dist-pages.ts). As the
 * notices' manifest/notices/addresses.ts, for the lists the API holds:
 *
 * - the press list's page N (2..pages) at `/{lang}/company/press?page=N`, in
 *   `company/press/page-N.html`; any other `page` (`0`, `99`, `abc`, `02`) names no page and gets
 *   `company/press/page-none.html`, the list's "no posts" with `noindex`, with HTTP 404. How many
 *   pages there are is the build's answer: a build that could not read the list writes none of
 *   these, and every `?page=` is then the page's own document, which loads the list in the browser.
 * - the gallery's category C at `/{lang}/openbadge/badge-list?category=C`, in
 *   `openbadge/badge-list/category-C.html` (the default, `all`, is the page's own document); any
 *   other value is the default, as the router reads it (`enumParam`). `search` never picks a
 *   document: without scripts a search shows its category's whole list, and says so.
 */

/** The press list's page. */
export const pressPageId: PageId = 'PressPage'
/** The query parameter that names a press page. */
export const pressPageQuery = 'page'
/** The gallery page. */
export const galleryPageId: PageId = 'BadgesGalleryPage'
/** The query parameter that names a gallery category, and its values, the default first in the contract's order. */
export const galleryCategoryQuery = 'category'
export const galleryCategories: readonly string[] = listBadgeGallery.query.category.values
export const defaultGalleryCategory: string = listBadgeGallery.query.category.default

/**
 * The page a press address names, from its `page` as written: none written is the first page;
 * a whole number written plainly (`2`, not `02`, `2.0` or `+2`) is that page; anything else is
 * `null`, no page (out of range is for the caller, who knows how many there are). The press
 * list's component and the route's loader read it the same way, so the HTML and the first render
 * agree whichever address served them.
 */
export function pressPageIn(written: string | null): number | null {
  if (written === null) return 1
  return /^[1-9][0-9]{0,5}$/.test(written) ? Number(written) : null
}

/** The address of press page `n` in a language: the page itself for the first. */
export function pressPagePath(segment: Segment, n: number): string {
  const page = pagePath(pressPageId, segment)
  return n === 1 ? page : `${page}?${pressPageQuery}=${n}`
}

/** The prerendered HTML of press page `n` (2..), under the build folder. */
export function pressPageFile(segment: Segment, n: number): string {
  return `${pagePath(pressPageId, segment)}/page-${n}.html`
}

/** The press list's "no posts", for an address that names no page of it; prerendered from {@link pressNoPagePath}. */
export function pressNoPageFile(segment: Segment): string {
  return `${pagePath(pressPageId, segment)}/page-none.html`
}
export const pressNoPagePath = (segment: Segment) => `${pagePath(pressPageId, segment)}?${pressPageQuery}=0`

/** The category a gallery address names (exactly one of the contract's values), else the default. */
export function galleryCategoryIn(query: URLSearchParams): string {
  const written = query.get(galleryCategoryQuery)
  return written !== null && galleryCategories.includes(written) ? written : defaultGalleryCategory
}

/** The address of gallery category `category` in a language. */
export function galleryCategoryPath(segment: Segment, category: string): string {
  return `${pagePath(galleryPageId, segment)}?${galleryCategoryQuery}=${category}`
}

/** The prerendered HTML of gallery category `category`: the page's own document for the default. */
export function galleryCategoryFile(segment: Segment, category: string): string {
  const page = pagePath(galleryPageId, segment)
  return category === defaultGalleryCategory ? `${page}/index.html` : `${page}/category-${category}.html`
}

/** A list view's document: the address the prerender renders, the file it writes, what it shows. */
export type ListDocument = { url: string; file: string; segment: Segment } & ({ list: 'press'; page: number | null } | { list: 'gallery'; category: string })

/**
 * Every list view the build writes beside the pages' own documents, in every language: the
 * gallery's other categories, and, when the build read the press list (`pressPages`, its number
 * of pages), its pages 2..N and its "no posts".
 */
export function listDocuments(segments: readonly Segment[], pressPages: number | undefined): ListDocument[] {
  return segments.flatMap((segment): ListDocument[] => [
    ...galleryCategories
      .filter((category) => category !== defaultGalleryCategory)
      .map((category) => ({ list: 'gallery' as const, segment, category, url: galleryCategoryPath(segment, category), file: galleryCategoryFile(segment, category) })),
    ...(pressPages === undefined
      ? []
      : [
          ...Array.from({ length: Math.max(pressPages - 1, 0) }, (_, i) => i + 2).map((page) => ({ list: 'press' as const, segment, page, url: pressPagePath(segment, page), file: pressPageFile(segment, page) })),
          { list: 'press' as const, segment, page: null, url: pressNoPagePath(segment), file: pressNoPageFile(segment) },
        ]),
  ])
}

/**
 * The document a list page's address is served from, and its status, or undefined where the
 * page's own rules apply (not a list page). `built(file)`: whether the build wrote that file (a
 * build that could not read the press list wrote no page of it; then the page's own document
 * answers every `?page=`, and loads the list in the browser).
 */
export function listDocumentFor(
  pageId: string,
  segment: Segment,
  query: URLSearchParams,
  built: (file: string) => boolean,
): { file: string; status: 200 | 404 } | undefined {
  if (pageId === galleryPageId) return { file: galleryCategoryFile(segment, galleryCategoryIn(query)), status: 200 }
  if (pageId !== pressPageId || !built(pressNoPageFile(segment))) return undefined
  const page = pressPageIn(query.get(pressPageQuery))
  if (page === 1) return { file: `${pagePath(pressPageId, segment)}/index.html`, status: 200 }
  if (page !== null && built(pressPageFile(segment, page))) return { file: pressPageFile(segment, page), status: 200 }
  return { file: pressNoPageFile(segment), status: 404 }
}

/** The address a list view's prerendered file is served at, or undefined for any other file. */
export function listDocumentAtFile(file: string, segments: readonly Segment[]): string | undefined {
  for (const segment of segments) {
    for (const category of galleryCategories) if (category !== defaultGalleryCategory && galleryCategoryFile(segment, category) === file) return galleryCategoryPath(segment, category)
    if (file === pressNoPageFile(segment)) return pressNoPagePath(segment)
    const page = new RegExp(`^${pagePath(pressPageId, segment)}/page-([1-9][0-9]*)\\.html$`).exec(file)?.[1]
    if (page) return pressPagePath(segment, Number(page))
  }
  return undefined
}
