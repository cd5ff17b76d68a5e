import path from 'node:path'
import type { BuiltReads } from '../../src/app/built-reads'
import type { EventPages } from '../../src/app/page-data'
import type { AnalyticsIds } from './analytics'
import { fileDigest, folderDigest, keyOf } from './cache-keys'

/**
 * What every page is drawn from beside its own inputs: `shared` (the prerender's own code and the
 * toolchain: code-digest.ts), the renderer (every file of the SSR bundle) and the client build's
 * chunks as the pages name them (Vite's manifest). Neither bundle depends on the set of events
 * (the partner request's checker reads the addresses in use from the built site:
 * src/lib/in-use-file.ts), so a new entry leaves this key as it was.
 */
export function pagesKey(shared: string, { ssr, dist }: { ssr: string; dist: string }): string {
  return keyOf(shared, folderDigest(ssr), fileDigest(path.join(dist, '.vite/manifest.json')))
}

/**
 * What one page is drawn from beside `pagesKey`: its address and file, the lists it shows as the
 * build read them (with the instant it read them), the tags the prerender adds to its head (the
 * settings and manifest data they show: head-tags.ts), the analytics it loads, and on an event
 * page its event (`eventAt`). These and `render(url, vite, { builtReads, events })` are all a
 * page is made of.
 */
export type PageInputs = {
  url: string
  file: string
  builtReads: BuiltReads | undefined
  headTags: string
  analytics: AnalyticsIds
  event: ReturnType<typeof eventAt>
}

/** The key of one page's HTML. */
export const pageKey = (shared: string, page: PageInputs): string =>
  keyOf(shared, page.url, page.file, page.builtReads ?? null, page.headTags, page.analytics, page.event ?? null)

/**
 * The event an address shows, with the strings every event page loads: `/kor/aeskr` and
 * `/eng/aeskr` the entry `aeskr`, as the event route reads `events` (src/app/event-route.ts, its
 * only reader in the renderer); undefined for every other page, which no entry changes.
 */
export function eventAt(url: string, events: EventPages) {
  const [, , slug, ...rest] = new URL(url, 'http://prerender.invalid').pathname.split('/')
  if (slug === undefined || rest.length > 0 || !Object.hasOwn(events.pages, slug)) return undefined
  return { page: events.pages[slug], namespaces: events.namespaces }
}
