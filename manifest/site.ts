import { brand } from './brand'
import { breadcrumbTrail } from './breadcrumbs'
import { eventIntroSection } from './event-intro-section'
import { events } from './events/index'
import { pageClaims, type ClaimMoments, type PageClaims } from './claim-window'
import { imageSize } from './image-size'
import { issuance } from './issuance'
import { findInternalLinks } from './links'
import { languages } from './languages'
import { navigation } from './navigation'
import { pages } from './pages/index'
import { popups } from './popups'
import { redirects } from './redirects'
import { ManifestError } from './schema/define'
import type { EventPage } from './schema/event'
import type { Navigation } from './schema/navigation'
import type { Page } from './schema/page'
import type { Popup } from './schema/popup'
import type { Redirect } from './schema/redirect'

export type { ClaimMoments, PageClaims }

/**
 * A route of the site: a page of docs/rules/routing.md §2.2, or an event page (then `event` is set, and `claims`
 * when its entry limits when badges can be claimed: its moments, or an example's rule relative to
 * the build day, which the prerender resolves: manifest/claim-window.ts).
 */
export type SiteRoute = Page & { event?: EventPage; claims?: PageClaims }

/**
 * An event page as a route: no header, no inquiry banner; the event's intro (whose event, its
 * name, badge, dates, venue and criteria; it holds the h1) and the issuance form of its entry,
 * inside the claim window when the entry has one. The entry's texts travel with the page module,
 * never in the entry chunk.
 */
function eventRoute(event: EventPage): SiteRoute {
  const { partner, claims, timeZone } = event
  return {
    id: event.id,
    path: event.slug,
    title: event.title,
    description: event.description,
    header: false,
    inquiryBanner: false,
    // An example entry is for partners to look at, not for search engines (schema: `example`).
    indexable: !event.example,
    query: [],
    sections: [
      eventIntroSection(event, partner?.logo ? introLogo(event, partner.logo) : undefined),
      {
        type: 'issuance-form',
        targets: [{ endpoint: event.endpoint }],
        company: event.company,
        lang: issuance.lang,
        sendsLanguage: event.sendsLanguage,
        badge: event.title,
        // That a code is asked, never the code (docs/decisions/claim-codes.md).
        ...(event.claimCode ? { asksClaimCode: true as const } : {}),
      },
    ],
    event,
    ...(claims ? { claims: pageClaims(claims, timeZone) } : {}),
  }
}

/**
 * The partner's logo with its intrinsic size, read from the file: the <img> gets a width and
 * height, so nothing moves when it arrives, and a missing or unreadable file fails codegen.
 */
function introLogo(event: EventPage, logo: string) {
  try {
    return { src: logo, ...imageSize(logo) }
  } catch (error) {
    throw new ManifestError(`manifest/events/${event.slug}.ts: partner.logo: ${(error as Error).message}`)
  }
}

/**
 * The brand with each wordmark's intrinsic size, read from its file: the header's and footer's
 * <img> get a width and height, so nothing moves when it arrives; a missing file fails codegen.
 */
function brandWithLogoSizes() {
  const sized = (src: string) => {
    try {
      return { src, ...imageSize(src) }
    } catch (error) {
      throw new ManifestError(`manifest/brand.ts: logo: ${(error as Error).message}`)
    }
  }
  const { mark, wordmark, wordmarkOnDark } = brand.logo
  const inBoth = (files: { ko: string; en: string }) => ({ ko: sized(files.ko), en: sized(files.en) })
  // The mark's size is of no use to a page (it is the favicon): its address only, checked.
  return { ...brand, logo: { mark: sized(mark).src, wordmark: inBoth(wordmark), wordmarkOnDark: inBoth(wordmarkOnDark) } }
}

/**
 * The whole manifest, checked. Pages, section types and events are registered one way: each is a
 * file, imported by its folder's list (`pages/index.ts`, `sections/index.ts`, `events/index.ts`).
 * A written list, not a folder scan or a generated index, because
 * - the manifest is then plain TypeScript that loads on its own: nothing is generated, and no
 *   folder read, before it can be imported (codegen reads the manifest; it never feeds it);
 * - the compiler sees the list: the section union, and what each section type loads or submits,
 *   are types the section props and the budgets read;
 * - the order is written down, not taken from file names: it is the sitemap's.
 * What a scan promised, that no file is forgotten, codegen checks: a `definePage`,
 * `defineSectionType` or `defineEvent` file that its folder's list does not import fails codegen,
 * naming the file and the list (codegen/registrations.ts). `npm run new:event` adds its line.
 */
export function loadSite() {
  const routes: SiteRoute[] = [...pages, ...events.map(eventRoute)]
  const site = { brand: brandWithLogoSizes(), languages, routes, navigation, redirects, popups }
  checkReferences(site)
  return site
}

export type Site = ReturnType<typeof loadSite>

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
  site.navigation.menus.forEach((menu, i) => {
    if (menu.overview && !byId.has(menu.overview)) problems.push(`manifest/navigation.ts: menus[${i}].overview: unknown page "${menu.overview}"; ${known}`)
  })
  for (const route of site.routes) {
    if (route.parent && !byId.has(route.parent)) problems.push(`manifest/pages (${route.id}): parent: unknown page "${route.parent}"; ${known}`)
  }
  if (problems.length === 0) {
    for (const route of site.routes) {
      try {
        breadcrumbTrail(route.id, site)
      } catch (error) {
        problems.push(`manifest/pages (${route.id}): ${(error as Error).message}`)
      }
    }
  }
  // Redirects and popups name pages, not event pages: the browser knows no event's route, and an
  // event page has no popups (src/app/event-page.tsx). A link may name one (codegen/site-data.ts).
  const isPage = (id: string) => byId.has(id) && !byId.get(id)!.event
  site.redirects.forEach((r, i) => {
    if (!isPage(r.to)) problems.push(`manifest/redirects.ts: [${i}].to: unknown page "${r.to}"; ${known}`)
  })
  site.popups.forEach((p, i) => {
    if (!isPage(p.page)) problems.push(`manifest/popups.ts: [${i}].page: unknown page "${p.page}"; ${known}`)
    checkLinks('manifest/popups.ts', p.parts, `[${i}].parts`)
  })
  for (const id of duplicates(site.popups.map((p) => p.id))) problems.push(`manifest/popups.ts: popup id "${id}" is used twice`)
  if (problems.length > 0) throw new ManifestError(problems.join('\n'))
}
