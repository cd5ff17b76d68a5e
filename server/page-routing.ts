import { noticeFile, noticeIdIn, noticePageId } from '../manifest/notices/addresses'
import { preferredAcceptedLanguage } from '../src/lib/language'
import { listDocumentFor } from '../src/lib/list-documents'
import { anyRouteForPath } from './all-routes'
import { notFoundPathFor, redirectStatus, resolveRedirect } from '../src/lib/routing'

/** What the server answers for a page request (anything that is not an API call or a file). */
export type PageAnswer =
  | { kind: 'redirect'; location: string; status: 301 | 302 }
  | { kind: 'page'; file: string; status: 200 | 404 }

/**
 * The routing rules of docs/rules/routing.md §2.1 for a static site: redirects first (`redirectStatus`: permanent where
 * everyone lands on the same page, `/` and a dropped trailing slash), then the prerendered page,
 * else the not-found page of the path's language with HTTP 404. `/…/404` itself is a 404 too.
 * The notice detail is one page per notice, chosen by its `?id=N`
 * (manifest/notices/addresses.ts); an address that names no notice (no id, an unknown or a
 * malformed one) gets the detail page's own file, the board's "no posts" with `noindex`
 * (docs/rules/company.md §2.9), with HTTP 404. A list's views are documents of their own (the gallery's
 * categories, the press list's pages: src/lib/list-documents.ts, which nginx's rules follow too);
 * `built(file)` says whether the build wrote a file (the press list's pages exist only when the
 * build read the list).
 */
export function answerPage(url: URL, acceptLanguage: string | undefined, built: (file: string) => boolean = () => false): PageAnswer {
  const location = resolveRedirect(url, preferredAcceptedLanguage(acceptLanguage))
  if (location) return { kind: 'redirect', location, status: redirectStatus(url) }
  const match = anyRouteForPath(url.pathname)
  if (match?.route.id === noticePageId) {
    const id = noticeIdIn(url.searchParams)
    if (id === undefined) return { kind: 'page', file: `${url.pathname}/index.html`, status: 404 }
    return { kind: 'page', file: noticeFile(match.segment, id), status: 200 }
  }
  const list = match && listDocumentFor(match.route.id, match.segment, url.searchParams, built)
  if (list) return { kind: 'page', ...list }
  if (match && match.route.id !== 'NotFoundPage') return { kind: 'page', file: `${url.pathname}/index.html`, status: 200 }
  return { kind: 'page', file: `${notFoundPathFor(url.pathname)}/index.html`, status: 404 }
}
