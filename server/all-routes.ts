import { eventRoutes, type EventId } from '../src/generated/event-routes.gen'
import { site, type PageId } from '../src/generated/site.gen'
import { isSegment, type Segment } from '../src/lib/language'
import type { RouteData } from '../src/lib/routing'

/**
 * Every route, the pages' and the event pages', for the servers, the prerender, the sitemap and
 * the tests: never imported by the browser's code (the bundle gate would see every event weigh on
 * every page; docs/performance.md, "What a route costs every page").
 */
export const allRoutes: readonly RouteData[] = [...site.routes, ...eventRoutes]

/** The name of a page or an event page. */
export type RouteId = PageId | EventId

const byId = new Map<string, RouteData>(allRoutes.map((r) => [r.id, r]))
const byPath = new Map<string, RouteData>(allRoutes.map((r) => [r.path, r]))

export function anyRouteData(id: RouteId): RouteData {
  const route = byId.get(id)
  if (!route) throw new Error(`unknown page ${id}`)
  return route
}

/** The page or event page a `/{kor|eng}/…` path shows, if any (no trailing slash, no query). */
export function anyRouteForPath(pathname: string): { route: RouteData; segment: Segment } | undefined {
  const [, segment, ...rest] = pathname.split('/')
  if (!isSegment(segment)) return undefined
  const route = byPath.get(rest.join('/'))
  return route ? { route, segment } : undefined
}

