import type { EventRouteData } from '../app/event-page-data'
import { site, type PageId, type SiteRouteData } from '../generated/site.gen'
import { defaultLanguage, isSegment, languageOfLocale, resolveLanguage, type Language, type Segment } from './language'

/**
 * A page of the site (its index rides in every page's start-up chunk) or an event page (whose
 * index only the servers and the prerender read: server/all-routes.ts; in the browser, an event
 * page's route comes with the page's own data).
 */
export type RouteData = SiteRouteData | EventRouteData

const routesById = new Map<string, SiteRouteData>(site.routes.map((r) => [r.id, r]))
const routesByPath = new Map<string, SiteRouteData>(site.routes.map((r) => [r.path, r]))
/** The event pages a page links to, by name: their addresses (`aeskr`), the only events the browser knows. */
const linkedEvents: Partial<Record<string, string>> = site.linkedEvents

export function routeData(id: PageId): SiteRouteData {
  const route = routesById.get(id)
  if (!route) throw new Error(`unknown page ${id}`)
  return route
}

/**
 * The route's path pattern in the router tree, for a typed <Link to>. Derived here rather than
 * written per route into the site data, which rides in every page's start-up chunk, where each
 * route costs every visitor bytes (docs/performance.md, "What a route costs every page").
 */
export type RouteTo = `/$lang${'' | `/${Exclude<SiteRouteData['path'], ''>}`}` | '/$lang/$event'
export function routeTo(id: PageId): RouteTo {
  if (linkedEvents[id] !== undefined) return '/$lang/$event'
  const { path } = routeData(id)
  return (path === '' ? '/$lang' : `/$lang/${path}`) as RouteTo
}

/** The address a link to a linked event page names (`aeskr`), or undefined for a page. */
export const linkedEventPath = (id: PageId): string | undefined => linkedEvents[id]

/**
 * The languages a page is written in: both, except an event page, which has one interface
 * language whatever its path. Canonical, hreflang and the sitemap all follow this.
 */
export function languagesOf(route: RouteData): readonly Language[] {
  return 'writtenIn' in route ? [languageOfLocale(route.writtenIn)] : site.languages
}

/** `/kor/company/press`, or `/kor` for the home page. */
export function pagePath(id: PageId, segment: Segment): string {
  const event = linkedEvents[id]
  return routePath(event === undefined ? routeData(id) : { path: event }, segment)
}

/** The address of a page or an event page in the language of `segment`. */
export function routePath({ path }: Pick<RouteData, 'path'>, segment: Segment): string {
  return path === '' ? `/${segment}` : `/${segment}/${path}`
}

/** The page a `/{kor|eng}/…` path shows, if any (no trailing slash, no query); event pages are not in this index. */
export function routeForPath(pathname: string): { route: SiteRouteData; segment: Segment } | undefined {
  const [, segment, ...rest] = pathname.split('/')
  if (!isSegment(segment)) return undefined
  const route = routesByPath.get(rest.join('/'))
  return route ? { route, segment } : undefined
}

/**
 * Whether a path could be an event page's (`/kor/aeskr`: a language, then one segment no page
 * has). Which events exist, only the servers know (server/all-routes.ts); the browser's router
 * sends such a path to the event route, whose page data is in the page's own HTML.
 */
export function isEventAddress(pathname: string): boolean {
  const [, segment, ...rest] = pathname.split('/')
  return isSegment(segment) && rest.length === 1 && rest[0] !== '' && !routeForPath(pathname)
}

/** The page that answers a path no page owns: the not-found page of the path's language. */
export function notFoundPathFor(pathname: string): string {
  const segment = pathname.split('/')[1]
  return pagePath('NotFoundPage', isSegment(segment) ? segment : defaultLanguage.segment)
}

/**
 * Where a request must go instead, or undefined to serve it as it is. One function for the Node
 * server, the dev server, the client router and the generated nginx rules (docs/rules/routing.md §2.1):
 * - the manifest's redirects (`/` -> `/kor`; `/privacy…`, `/terms…` in the resolved language);
 * - a trailing slash is dropped (`/kor/service/` -> `/kor/service`);
 * - the guard: a first segment other than kor or eng goes to `/{segment}/404`.
 */
export function resolveRedirect(url: URL, browserLanguage: string | undefined): string | undefined {
  const { pathname } = url
  for (const redirect of site.redirects) {
    if (!redirectMatches(redirect, pathname)) continue
    const segment =
      redirect.language === 'resolve' ? resolveLanguage(url.searchParams.get('lang'), browserLanguage) : defaultLanguage.segment
    return pagePath(redirect.to, segment)
  }
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.replace(/\/+$/, '') + url.search
  const [, first = '', second] = pathname.split('/')
  if (!isSegment(first) && !(second === notFoundSegment && pathname.split('/').length === 3)) {
    return `/${first}/${notFoundSegment}`
  }
  return undefined
}

const redirectMatches = (redirect: { match: 'exact' | 'prefix'; from: string }, pathname: string) =>
  redirect.match === 'exact' ? pathname === redirect.from : pathname.startsWith(redirect.from)

/**
 * The HTTP status of the redirect `resolveRedirect` gives for `url` (the servers' only; the
 * browser needs none, and its bundle leaves this out): 301 (for good) where every visitor lands
 * on the same page (`/` -> `/kor`, a dropped trailing slash), so search engines move the
 * address's standing to it; 302 where the target depends on the visitor (a resolved language) or
 * on a path that may become a page (the guard).
 */
export function redirectStatus(url: URL): 301 | 302 {
  const redirect = site.redirects.find((r) => redirectMatches(r, url.pathname))
  if (redirect) return manifestRedirectStatus(redirect)
  return url.pathname.length > 1 && url.pathname.endsWith('/') ? 301 : 302
}

/** A manifest redirect's status: permanent when its target is the same for everyone (the nginx rules write the same). */
export function manifestRedirectStatus(redirect: { language: 'default' | 'resolve' }): 301 | 302 {
  return redirect.language === 'default' ? 301 : 302
}

/** The not-found route's own path segment (`404`). */
const notFoundSegment = routeData('NotFoundPage').path

/**
 * The path the router renders for a path the server answered with the not-found page:
 * `/xyz/404` and `/kor/no-such/page` render as `/kor/404`, `/eng/…` as `/eng/404`. The URL in
 * the address bar stays as the visitor typed it; the prerendered 404 page hydrates cleanly. A
 * possible event address (`isEventAddress`) is the event route's, unless `servedNotFound` says
 * the server answered it with the not-found page (the document says so, src/app/router.ts).
 */
export function internalPathname(pathname: string, servedNotFound: (pathname: string) => boolean = () => false): string {
  if (routeForPath(pathname)) return pathname
  if (isEventAddress(pathname) && !servedNotFound(pathname)) return pathname
  return notFoundPathFor(pathname)
}
