import type { Article, BreadcrumbList, Event, Graph, Organization, Thing, WebSite } from 'schema-dts'
import { breadcrumbTrail } from '../../manifest/breadcrumbs'
import { noticePath } from '../../manifest/notices/addresses'
import en from '../../src/i18n/en'
import ko from '../../src/i18n/ko'
import type { Site, SiteRoute } from '../../manifest/site'
import type { EventPage } from '../../manifest/schema/event'
import type { Notice } from '../../manifest/schema/notice'
import { bannerImagePath } from '../../src/lib/notice-banner'
import { supportContactPoint } from './contact-point'
import type { PrerenderedPage } from './head-tags'

type Locale = 'ko' | 'en'

/**
 * What search engines read beyond the page's tags (issue 20), as JSON-LD written into the
 * prerendered HTML, so it costs the page's JavaScript nothing:
 * - the home pages: the provider (`Organization`) and the site (`WebSite`) in the page's language;
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
  if (route.path === '') nodes.push(organization(site, url, locale, origin), webSite(site, url, locale, origin))
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

/** The provider, as the footer shows it: its name, logo, social links and support line. */
function organization(site: Site, url: (path: string) => string, locale: Locale, origin: string): Organization {
  const { brand, navigation } = site
  return {
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: brand.name[locale],
    url: url(''),
    // The brand's square mark (manifest/brand.ts), the file the favicon is drawn from.
    logo: `${origin}${brand.logo.mark}`,
    sameAs: navigation.social.map((link) => brand.external[link.external]),
    contactPoint: supportContactPoint(brand),
  }
}

function webSite(site: Site, url: (path: string) => string, locale: Locale, origin: string): WebSite {
  const language = site.languages.find((l) => l.locale === locale)!
  return { '@type': 'WebSite', name: site.brand.name[locale], url: url(''), inLanguage: language.htmlLang, publisher: { '@id': organizationId(origin) } }
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
 * A notice as its page shows it: its title (the page's h1), the day it was posted, the page's
 * language, the provider who wrote it (named in the page's header and footer), and a banner
 * notice's art. Google requires nothing of an Article; it reads these when present.
 */
function article(notice: Notice, site: Site, locale: Locale, origin: string): Article {
  const home = `${origin}/${segmentOf(site, locale)}`
  const provider: Organization = { '@type': 'Organization', '@id': organizationId(origin), name: site.brand.name[locale], url: home, logo: `${origin}${site.brand.logo.mark}` }
  return {
    '@type': 'Article',
    headline: notice.title[locale],
    datePublished: notice.date,
    inLanguage: site.languages.find((l) => l.locale === locale)!.htmlLang,
    url: noticeCrumb(notice, site, locale, origin).item,
    ...(notice.banner ? { image: `${origin}${bannerImagePath(notice.id, locale)}` } : {}),
    author: provider,
    publisher: provider,
  }
}

/**
 * The event, when its entry says when and where: Google wants both (`startDate`, and a `Place`
 * with its address, or a `VirtualLocation` with the address where people join). An online
 * event's entry has no such address, so an online event gets no Event rather than a false one.
 * Example entries get theirs too: it is what their page shows, they are the model partners copy,
 * and being `noindex` no search engine lists it.
 */
function eventOf(event: EventPage, url: string, locale: Locale, origin: string): Event | undefined {
  const { dates, venue, partner } = event
  if (!dates || venue?.kind !== 'place') return undefined
  return {
    '@type': 'Event',
    name: event.title[locale],
    description: event.description[locale],
    url,
    image: `${origin}${event.badge.image}`,
    startDate: dates.start,
    ...(dates.end ? { endDate: dates.end } : {}),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: venue.name[locale], address: venue.address[locale] },
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
