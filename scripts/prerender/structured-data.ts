import type { Article, BreadcrumbList, Event, Graph, ImageObject, Organization, Thing, WebSite } from 'schema-dts'
import { breadcrumbTrail } from '../../manifest/breadcrumbs'
import { noticePageId, noticePath } from '../../manifest/notices/addresses'
import en from '../../src/i18n/en'
import ko from '../../src/i18n/ko'
import type { Site, SiteRoute } from '../../manifest/site'
import type { EventPage } from '../../manifest/schema/event'
import type { Notice } from '../../manifest/schema/notice'
import type { PageId } from '../../src/generated/site.gen'
import { routeData } from '../../src/lib/routing'
import { seoulDayStart } from '../../src/lib/seoul-day'
import { plain } from '../../src/sections/notice-detail/notice-detail-item'
import { supportContactPoint } from './contact-point'
import { brandLogo } from './favicons'
import { itemCardPathOf, itemCardSizes, type ItemCardShape } from './item-cards'
import type { PrerenderedPage } from './page-at'

type Locale = 'ko' | 'en'

/**
 * What search engines read beyond the page's tags (docs/search-portals.md, structured data), as
 * JSON-LD written into the prerendered HTML, so it costs the page's JavaScript nothing; to the
 * letter of Google's pages for each type, which scripts/gates/structured-data-rules.ts checks on
 * the build:
 * - the home pages: the provider (`Organization`) and the site (`WebSite`, at the origin's root,
 *   which answers 301 to the Korean home page), their names tagged with the page's language;
 * - every other page but the not-found one: its place in the site (`BreadcrumbList`, the page head's `breadcrumbTrail`);
 * - an event page whose entry gives its dates and venue: the `Event`;
 * - a notice: the `Article` (its trail ends at the notice), and the detail page without one, the
 *   board's "no posts" that answers 404, nothing.
 * Everything it says, the page shows (search engines penalise data the page does not).
 * One graph per page, or none; `origin` is the site's public origin (`SITE_ORIGIN`).
 */
export function structuredData({ route, locale, notice }: PrerenderedPage, site: Site, origin: string): Graph | undefined {
  const url = urlIn(site, origin, locale)
  const nodes: Thing[] = []
  if (notice === null) return undefined
  if (route.path === '') nodes.push(organization(site, locale, origin), webSite(site, locale, origin))
  else if (route.id !== 'NotFoundPage') nodes.push(breadcrumbs(route, site, url, locale, notice && noticeCrumb(notice, site, locale, origin)))
  if (notice) nodes.push(article(notice, site, locale, origin))
  const event = route.event && eventOf(route.event, url(route.path), locale, origin)
  if (event) nodes.push(event)
  return nodes.length ? { '@context': 'https://schema.org', '@graph': nodes } : undefined
}

/** The page's address in a language: `/kor/company/press` under `origin`; `''` is the home page. */
function urlIn(site: Site, origin: string, locale: Locale): (path: string) => string {
  const segment = site.languages.find((l) => l.locale === locale)!.segment
  return (path) => `${origin}/${segment}${path ? `/${path}` : ''}`
}

const organizationId = (origin: string) => `${origin}/#organization`

const htmlLangOf = (site: Site, locale: Locale) => site.languages.find((l) => l.locale === locale)!.htmlLang

/**
 * A text tagged with its language (a JSON-LD value object). The provider and the site are
 * described on the pages of both languages under one `@id`: a reader that merges them keeps
 * "오배지"@ko and "oBadge"@en, rather than two names that disagree.
 */
type Tagged = { '@value': string; '@language': string }
const tagged = (value: string, language: string): Tagged => ({ '@value': value, '@language': language })

/** schema-dts types names as plain text; a tagged text is text to JSON-LD, so the type is widened here only. */
const asText = (value: Tagged) => value as unknown as string

/** The brand's mark as the PNG the build draws (favicons.ts: Google wants a raster logo of at least 112 px). */
function logo(origin: string): ImageObject {
  return { '@type': 'ImageObject', '@id': `${origin}/#logo`, url: `${origin}${brandLogo.src}`, width: String(brandLogo.size), height: String(brandLogo.size) }
}

/**
 * The provider as a notice names it (author and publisher): its name in the page's language, its
 * site (the origin's root, as the WebSite's: the same on every page, so merged data holds one)
 * and its logo. The home page's Organization says the rest.
 */
function provider(site: Site, locale: Locale, origin: string) {
  return {
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: asText(tagged(site.brand.name[locale], htmlLangOf(site, locale))),
    url: `${origin}/`,
    logo: logo(origin),
  } satisfies Organization
}

/**
 * The provider, as the page and its footer show it: its name, what it does (the home page's
 * description), its office's address with its country, logo, social links and support line.
 */
function organization(site: Site, locale: Locale, origin: string): Organization {
  const { brand, navigation } = site
  const language = htmlLangOf(site, locale)
  const home = site.routes.find((r) => r.path === '')!
  return {
    ...provider(site, locale, origin),
    description: asText(tagged(home.description[locale], language)),
    address: { '@type': 'PostalAddress', streetAddress: asText(tagged(brand.address[locale], language)), addressCountry: brand.country },
    sameAs: navigation.social.map((link) => brand.external[link.external]),
    contactPoint: supportContactPoint(brand),
  }
}

/**
 * The site, at the origin's root (Google's site names: the WebSite of the domain's home page;
 * `/` answers 301 to the Korean one), in both its languages, under one `@id` on both home pages.
 */
function webSite(site: Site, locale: Locale, origin: string): WebSite {
  return {
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: asText(tagged(site.brand.name[locale], htmlLangOf(site, locale))),
    url: `${origin}/`,
    inLanguage: site.languages.map((l) => l.htmlLang),
    publisher: { '@id': organizationId(origin) },
  }
}

type Crumb = { name: string; item: string }

/**
 * The trail the page head shows (breadcrumbTrail, one derivation for both), after its "Home";
 * a notice's page ends at the notice (`last`), as its page head does. Google wants an address on
 * every step but the last, so a step that links nowhere is left out.
 */
function breadcrumbs(route: SiteRoute, site: Site, url: (path: string) => string, locale: Locale, last?: Crumb): BreadcrumbList {
  const trail = [
    { ko: ko.shell.breadcrumbHome, en: en.shell.breadcrumbHome },
    ...breadcrumbTrail(route.id, site).flatMap((crumb) => {
      const target = crumb.page && site.routes.find((r) => r.id === crumb.page)
      return target ? [{ ...crumb.label, path: target.path }] : []
    }),
  ].map((step): Crumb => ({ name: step[locale], item: url('path' in step ? step.path : '') }))
  const items = last ? [...trail.slice(0, -1), last] : trail
  return { '@type': 'BreadcrumbList', itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, ...item })) }
}

const segmentOf = (site: Site, locale: Locale) => site.languages.find((l) => l.locale === locale)!.segment

function noticeCrumb(notice: Notice, site: Site, locale: Locale, origin: string): Crumb {
  return { name: notice.title[locale], item: `${origin}${noticePath(segmentOf(site, locale), notice.id)}` }
}

/**
 * A notice as its page shows it: its title (the page's h1), the instant its Seoul day starts (the
 * page's `<time>`, its `article:published_time` and the feeds' date: one instant, not a bare date
 * read as midnight UTC), the page's language, the provider who wrote it (named in the page's
 * header and footer), and its two cards (16:9 and 1:1, drawn by the build from its title). Google
 * requires nothing of an Article; it reads these when present. A notice is not edited once posted
 * (the board has no date of change), so it was last modified when it was published.
 */
function article(notice: Notice, site: Site, locale: Locale, origin: string): Article {
  const url = noticeCrumb(notice, site, locale, origin).item
  const published = seoulDayStart(notice.date)
  const query = url.slice(url.indexOf('?'))
  const image = (shape: ItemCardShape): ImageObject => ({
    '@type': 'ImageObject',
    url: `${origin}${itemCardPathOf(shape, routeData(noticePageId as PageId), segmentOf(site, locale), query)}`,
    width: String(itemCardSizes[shape].width),
    height: String(itemCardSizes[shape].height),
  })
  return {
    '@type': 'Article',
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    headline: plain(notice.title[locale]),
    datePublished: published,
    dateModified: published,
    inLanguage: htmlLangOf(site, locale),
    url,
    image: [image('wide'), image('square')],
    author: provider(site, locale, origin),
    publisher: provider(site, locale, origin),
  }
}

/**
 * The event, when its entry names it and says when and where: Google wants all three (`name`,
 * `startDate`, and a `Place` with its postal address, or a `VirtualLocation` with the address where
 * people join). The name is the event's own (the entry's `name`), not the page's title, which is
 * the badge's; an entry without one gets no Event rather than one named after the badge. An
 * online event's entry has no address to join, so an online event gets none rather than a false one.
 * Example entries get theirs too: it is what their page shows, they are the model partners copy,
 * and being `noindex` no search engine lists it.
 */
function eventOf(event: EventPage, url: string, locale: Locale, origin: string): Event | undefined {
  const { name, dates, venue, partner } = event
  if (!name || !dates || venue?.kind !== 'place') return undefined
  return {
    '@type': 'Event',
    name: name[locale],
    description: event.description[locale],
    url,
    image: `${origin}${event.badge.image}`,
    startDate: dates.start,
    ...(dates.end ? { endDate: dates.end } : {}),
    // The manifest knows of no cancelled or moved event: a change is a new entry.
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: venue.name[locale], address: { '@type': 'PostalAddress', streetAddress: venue.address[locale], addressCountry: venue.country } },
    ...(partner ? { organizer: { '@type': 'Organization', name: partner.name[locale], ...(partner.url ? { url: partner.url } : {}) } } : {}),
  }
}

/**
 * The `<script>` for `<head>`. `<` is escaped so no text can close the element early; JSON reads
 * `\u003c` back as `<`.
 */
export function jsonLdScript(data: Graph): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`
}
