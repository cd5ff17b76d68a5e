import { charactersBeyond } from '../manifest/brand-face'
import { inLanguage } from '../manifest/in-language'
import { holdCompoundsIn } from '../manifest/no-break'
import type { SiteRoute } from '../manifest/site'
import { withHeader } from './header'
import { json, type SectionCapabilitiesByType } from './page-modules'

export const EVENT_ROUTES_FILE = 'src/generated/event-routes.gen.ts'
export const EVENT_PAGES_FILE = 'src/generated/event-pages.gen.ts'


/** An event page as a route: where it is and the one language it is written in. */
function eventRouteData(route: SiteRoute) {
  const event = route.event!
  return { id: route.id, path: route.path, header: false as const, indexable: route.indexable, writtenIn: event.interfaceLanguage }
}

/**
 * The event pages' route index, for the servers, the prerender and the sitemap: never imported by
 * the browser's code, so the number of events costs no page a byte (docs/performance.md, "What a
 * route costs every page"). One line per event keeps a new entry's diff one line long.
 */
export function generateEventRoutes(routes: readonly SiteRoute[]): string {
  const events = routes.filter((r) => r.event)
  return withHeader(`
/** Every event page's route: its name, address, whether search engines list it, its language. */
export const eventRoutes = [
${events.map((r) => `  ${json(eventRouteData(r), 0)},`).join('\n')}
] as const

/** The route name of an event page (\`AeskrEventPage\`). */
export type EventId = (typeof eventRoutes)[number]['id']
`)
}

/**
 * What each event page renders, by its address (\`slug\`): its title and description, intro and
 * form, in the one language the page is written in, its claim window (an example's as the
 * rule, never as dates, so this file is the same whatever day codegen runs), and the characters
 * of its words the site's face lacks (`siteText`: every character the face holds), if any. Only the prerender's
 * and the dev server's renderer import it (src/app/entry-server.tsx); the browser gets a page's
 * data in that page's HTML (the event route's dehydrated loader data), so no event costs another
 * page, or another event page, a byte.
 */
export function generateEventPages(routes: readonly SiteRoute[], capabilities: SectionCapabilitiesByType, siteText: string): string {
  const events = routes.filter((r) => r.event)
  const namespaces = [...new Set(events.flatMap((r) => r.sections.flatMap((s) => capabilities[s.type]?.strings ?? [])))].sort()
  const pages = events.map((route) => {
    const event = route.event!
    const locale = event.interfaceLanguage
    const [intro, form] = route.sections
    if (intro?.type !== 'event-intro' || form?.type !== 'issuance-form') throw new Error(`${route.id}: an event page is an intro and an issuance form (manifest/site.ts eventRoute)`)
    const page = {
      route: eventRouteData(route),
      title: route.title[locale],
      description: route.description[locale],
      intro: inLanguage(holdCompoundsIn(intro), locale),
      form: inLanguage(holdCompoundsIn(form), locale),
      ...(route.claims ? { claims: route.claims } : {}),
    }
    // What the site's face lacks, for the page's own file (scripts/prerender/event-faces.ts).
    const faceCharacters = charactersBeyond(siteText, JSON.stringify(page))
    return `  ${json(route.path, 0)}: ${json(faceCharacters ? { ...page, faceCharacters } : page, 0)},`
  })
  return withHeader(`
import type { LazyNamespace } from '../app/i18n'
import type { EventPageSource } from '../app/event-page-data'

/** The interface strings every event page's sections read (their types' \`strings\`), loaded in the page's language. */
export const eventNamespaces: readonly LazyNamespace[] = ${json(namespaces, 0)}

/** Every event page's content, by its address, an example's window as its rule (resolved by the prerender). One line per event. */
export const eventPages: Readonly<Record<string, EventPageSource>> = {
${pages.join('\n')}
}
`)
}
