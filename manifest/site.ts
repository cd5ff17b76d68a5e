import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { brand } from './brand'
import { issuance } from './issuance'
import { findInternalLinks } from './links'
import { languages } from './languages'
import { navigation } from './navigation'
import { pages } from './pages/index'
import { popups } from './popups'
import { redirects } from './redirects'
import { ManifestError, parseEntry } from './schema/define'
import { EventSchema, type EventPage } from './schema/event'
import type { Navigation } from './schema/navigation'
import type { Page } from './schema/page'
import type { Popup } from './schema/popup'
import type { Redirect } from './schema/redirect'

/** A route of the site: a page of spec 2.2, or an event page (then `event` is set). */
export type SiteRoute = Page & { event?: EventPage }

const eventsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'events')

/**
 * Every event file in `manifest/events/`, sorted by file name. Discovery means a partner page
 * is exactly one new file: nothing to register elsewhere.
 */
export async function loadEvents(dir = eventsDir): Promise<EventPage[]> {
  const files = (await readdir(dir)).filter((f) => /^[a-z0-9-]+\.ts$/.test(f)).sort()
  const events: EventPage[] = []
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(dir, file)).href)) as Record<string, unknown>
    const entries = Object.values(module)
    const where = `manifest/events/${file}`
    if (entries.length !== 1) throw new ManifestError(`${where}: (file): export exactly one defineEvent entry`)
    events.push(parseEntry(EventSchema, entries[0], where))
  }
  return events
}

/**
 * An event page as a route: no header, no inquiry banner, and the issuance form of its entry.
 * The entry's badge, dates and texts travel with the page module, never in the entry chunk.
 */
export function eventRoute(event: EventPage): SiteRoute {
  return {
    id: event.id,
    path: event.slug,
    title: event.title,
    description: event.description,
    header: false,
    inquiryBanner: false,
    indexable: true,
    query: [],
    sections: [
      { type: 'event-badge', ...event.badge, ...(event.dates ? { dates: event.dates } : {}) },
      {
        type: 'issuance-form',
        targets: [{ endpoint: event.endpoint }],
        company: event.company,
        lang: issuance.lang,
        sendsLanguage: event.sendsLanguage,
      },
    ],
    event,
  }
}

export async function loadSite() {
  const events = await loadEvents()
  const routes: SiteRoute[] = [...pages, ...events.map(eventRoute)]
  const site = { brand, languages, routes, navigation, redirects, popups }
  checkReferences(site)
  return site
}

export type Site = Awaited<ReturnType<typeof loadSite>>

function duplicates(values: readonly string[]): string[] {
  return [...new Set(values.filter((v, i) => values.indexOf(v) !== i))]
}

/**
 * What a schema alone cannot see: ids, paths and company codes are unique, and every link,
 * redirect and popup names a page that exists with query parameters that page reads.
 */
export type CrossReferenced = {
  routes: readonly SiteRoute[]
  navigation: Navigation
  redirects: readonly Redirect[]
  popups: readonly Popup[]
}

export function checkReferences(site: CrossReferenced): void {
  const problems: string[] = []
  const byId = new Map(site.routes.map((r) => [r.id, r]))
  for (const id of duplicates(site.routes.map((r) => r.id))) problems.push(`manifest: route name "${id}" is used twice`)
  for (const p of duplicates(site.routes.map((r) => r.path))) problems.push(`manifest: path "/{lang}/${p}" is used twice`)
  const companies = site.routes.flatMap((r) => (r.event ? [r.event.company] : []))
  for (const c of duplicates(companies)) problems.push(`manifest/events: company "${c}" is used twice`)

  const known = `known pages: ${[...byId.keys()].join(', ')}`
  const checkLinks = (file: string, value: unknown, at: string) => {
    for (const { at: where, link } of findInternalLinks(value, at)) {
      const target = byId.get(link.page)
      if (!target) {
        problems.push(`${file}: ${where}.page: unknown page "${link.page}"; ${known}`)
        continue
      }
      for (const name of Object.keys(link.search ?? {})) {
        if (!target.query.some((q) => q.name === name))
          problems.push(`${file}: ${where}.search.${name}: ${link.page} reads no query parameter "${name}"`)
      }
    }
  }
  checkLinks('manifest/navigation.ts', site.navigation, '')
  for (const route of site.routes) {
    const file = route.event ? `manifest/events/${route.event.slug}.ts` : `manifest/pages (${route.id})`
    checkLinks(file, route.sections, 'sections')
  }
  site.redirects.forEach((r, i) => {
    if (!byId.has(r.to)) problems.push(`manifest/redirects.ts: [${i}].to: unknown page "${r.to}"; ${known}`)
  })
  site.popups.forEach((p, i) => {
    if (!byId.has(p.page)) problems.push(`manifest/popups.ts: [${i}].page: unknown page "${p.page}"; ${known}`)
    checkLinks('manifest/popups.ts', p.parts, `[${i}].parts`)
  })
  for (const id of duplicates(site.popups.map((p) => p.id))) problems.push(`manifest/popups.ts: popup id "${id}" is used twice`)
  if (problems.length > 0) throw new ManifestError(problems.join('\n'))
}
