import { noticeFile, noticeIdIn, noticePageId } from '../manifest/notices/addresses'
import { preferredAcceptedLanguage } from '../src/lib/language'
import { notFoundPathFor, resolveRedirect, routeForPath } from '../src/lib/routing'

/** What the server answers for a page request (anything that is not an API call or a file). */
export type PageAnswer =
  | { kind: 'redirect'; location: string; status: 301 | 302 }
  | { kind: 'page'; file: string; status: 200 | 404 }

/**
 * The routing rules of spec 2.1 for a static site: redirects first (a dropped trailing slash is
 * permanent, the rest temporary since they depend on the visitor), then the prerendered page,
 * else the not-found page of the path's language with HTTP 404. `/…/404` itself is a 404 too.
 * The notice detail is one page per notice, chosen by its `?id=N`
 * (manifest/notices/addresses.ts); an address that names no notice (no id, an unknown or a
 * malformed one) gets the detail page's own file, the board's "no posts" with `noindex`
 * (DECISIONS.md), with HTTP 404.
 */
export function answerPage(url: URL, acceptLanguage: string | undefined): PageAnswer {
  const location = resolveRedirect(url, preferredAcceptedLanguage(acceptLanguage))
  if (location) {
    const trailingSlash = location === url.pathname.replace(/\/+$/, '') + url.search
    return { kind: 'redirect', location, status: trailingSlash ? 301 : 302 }
  }
  const match = routeForPath(url.pathname)
  if (match?.route.id === noticePageId) {
    const id = noticeIdIn(url.searchParams)
    if (id === undefined) return { kind: 'page', file: `${url.pathname}/index.html`, status: 404 }
    return { kind: 'page', file: noticeFile(match.segment, id), status: 200 }
  }
  if (match && match.route.id !== 'NotFoundPage') return { kind: 'page', file: `${url.pathname}/index.html`, status: 200 }
  return { kind: 'page', file: `${notFoundPathFor(url.pathname)}/index.html`, status: 404 }
}
