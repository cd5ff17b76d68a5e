import { events } from '../../manifest/events/index'
import { badgesGallery } from '../../manifest/pages/badges-gallery'
import { notFound } from '../../manifest/pages/not-found'
import { press } from '../../manifest/pages/press'
import { site } from '../../src/generated/site.gen'
import { literal } from '../../src/app/test-support/literal'

/**
 * Expectations written from docs/rules/, not computed by the app's own code: the
 * route index only says which URLs exist; what each must show is stated here.
 */
const brandName = { kor: '오배지', eng: 'oBadge' } as const
const htmlLangOfSegment = { kor: 'ko', eng: 'en' } as const

/**
 * An event page's interface language is its entry's, whatever the path (docs/rules/issuance.md §2.13; the spec's
 * eight entries are checked against its table in manifest/site.test.ts): read from the manifest,
 * so a new entry needs no edit here.
 */
const eventLanguages = new Map<string, 'ko' | 'en'>(events.map((event) => [event.slug, event.interfaceLanguage]))

type Event = (typeof events)[number]

/**
 * What makes one event page behave unlike another, trait by trait: its interface language, wallet
 * (endpoint), whether the form sends the language, whether it has a claim window, whether it asks
 * for a claim code, its venue (a place, online or none) and whether it is an example (kept from
 * search engines). Entries that differ only in their words are one page to a browser; the build's
 * check of every event page (scripts/gates/event-pages.ts) reads every entry's words, form and
 * addresses without one.
 */
export function eventTraits(event: Event): string[] {
  return [
    `language ${event.interfaceLanguage}`,
    `wallet ${event.endpoint}`,
    `sends language ${event.sendsLanguage === true}`,
    `window ${event.claims !== undefined}`,
    `code ${event.claimCode !== undefined}`,
    `venue ${event.venue?.kind ?? 'none'}`,
    `example ${event.example === true}`,
  ]
}

/**
 * The entries the browser tests visit: in the manifest's order, each entry that shows a trait no
 * entry before it showed (today 5 of 10). Every trait the site has is visited; a new entry whose
 * traits the site already shows adds no browser test, a new trait adds its few. Not every
 * combination: at a thousand entries that would be most of the combinations, and the suite's
 * time with them.
 */
export const eventsByShape: readonly Event[] = (() => {
  const seen = new Set<string>()
  return events.filter((event) => {
    const fresh = eventTraits(event).filter((trait) => !seen.has(trait))
    for (const trait of fresh) seen.add(trait)
    return fresh.length > 0
  })
})()

/** Whether a built page's address is an event page's (any entry's, of either path). */
export const isEventAddress = (url: string): boolean => eventLanguages.has(url.split('/')[2] ?? '') && url.split('/').length === 3

const eventTitle = (slug: string) => {
  const event = events.find((e) => e.slug === slug)
  if (!event) throw new Error(`no event ${slug} in the manifest`)
  return event.title[event.interfaceLanguage]
}

/**
 * A few pages' exact h1, in both languages, read from their manifest entries: a page's heading is
 * its title in the page's language, an event page's in the event's interface language at either path.
 */
export const knownHeadings: Record<string, string> = {
  '/kor/company/press': press.title.ko,
  '/eng/company/press': press.title.en,
  '/kor/openbadge/badge-list': badgesGallery.title.ko,
  '/eng/openbadge/badge-list': badgesGallery.title.en,
  '/kor/404': notFound.title.ko,
  '/eng/404': notFound.title.en,
  '/eng/aeskr': eventTitle('aeskr'),
  '/kor/lecoslte2025': eventTitle('lecoslte2025'),
}

const segments = ['kor', 'eng'] as const

/** The address of the route `pageId` (its manifest id) under a language's segment. */
export function addressOf(pageId: string, segment: (typeof segments)[number]): string {
  const route = site.routes.find((r) => r.id === pageId)
  if (!route) throw new Error(`no route ${pageId}`)
  return route.path === '' ? `/${segment}` : `/${segment}/${route.path}`
}

/**
 * The pages the browser tests visit: each page of the index under /kor and /eng, and the event
 * pages `eventsByShape` picks under both.
 */
const visitedRoutes = [...site.routes, ...eventsByShape.map((event) => ({ id: event.id, path: event.slug }))]

export const everyPage = visitedRoutes.flatMap((route) =>
  segments.map((segment) => {
    const url = route.path === '' ? `/${segment}` : `/${segment}/${route.path}`
    const htmlLang = eventLanguages.get(route.path) ?? htmlLangOfSegment[segment]
    return {
      url,
      routeId: route.id,
      segment,
      htmlLang,
      isEvent: eventLanguages.has(route.path),
      // The notice detail without an id names no notice: the board's "no posts" with 404
      // (docs/architecture.md, notice pages).
      status: route.path === '404' || route.path === 'company/event-detail' ? 404 : 200,
      brand: htmlLang === 'ko' ? brandName.kor : brandName.eng,
    }
  }),
)

/**
 * A text as a page sets it: codegen holds the manifest's no-break compounds together with
 * invisible word joiners (U+2060) and no-break spaces (manifest/no-break.ts), which a browser's
 * find ignores but Playwright's text match does not. `exact` anchors it, as `{ exact: true }`.
 */
export function asSet(text: string, exact = false): RegExp {
  const chars = [...text].map((c) => (c === ' ' ? '[ \u00a0]' : literal(c)))
  const body = chars.join('\u2060?')
  return new RegExp(exact ? `^${body}$` : body)
}

/** The style sheets a page's HTML links, in order (`<link rel="stylesheet" href>`). */
export const linkedStylesheets = (html: string) =>
  [...html.matchAll(/<link [^>]*rel="stylesheet"[^>]*>/g)].map((tag) => /href="([^"]+)"/.exec(tag[0])?.[1])
