import type { Site, SiteRoute } from '../../manifest/site'
import { feedLinkTag } from './feeds'
import { siteVerificationTags, type SiteVerification } from './site-verification'
import { jsonLdScript, structuredData } from './structured-data'
import { webAppTags } from './web-app-manifest'

/** What the build adds to every page's `<head>` beyond what React renders: settings and the manifest. */
export type HeadInputs = { site: Site; origin: string; verification: SiteVerification }

/**
 * The page a prerendered path shows and the language it is written in: the path's, except an
 * event page, which is written in its one interface language whatever the path.
 */
export function pageAt(pathname: string, site: Site): { route: SiteRoute; locale: 'ko' | 'en' } {
  const [, segment, ...rest] = pathname.split('/')
  const language = site.languages.find((l) => l.segment === segment)
  const route = site.routes.find((r) => r.path === rest.join('/'))
  if (!language || !route) throw new Error(`prerender: no page at ${pathname}`)
  return { route, locale: route.event?.interfaceLanguage ?? language.locale }
}

/**
 * The tags the prerender writes at the end of a page's `<head>`, all in the page's language: the
 * portals' verification codes when set, the web app manifest with the theme colour and touch
 * icon, the notices' feed, and the page's structured data. HTML
 * only, so no page's JavaScript grows; the page's policy hashes the JSON-LD script with the rest.
 */
export function headTags(pathname: string, { site, origin, verification }: HeadInputs): string {
  const { route, locale } = pageAt(pathname, site)
  const data = structuredData(route, locale, site, origin)
  return [siteVerificationTags(verification), webAppTags(site, locale), feedLinkTag(site, locale, origin), data ? jsonLdScript(data) : ''].join('')
}

/** `html` with `tags` at the end of its `<head>`. */
export function withHeadTags(html: string, tags: string): string {
  const end = html.indexOf('</head>')
  if (end < 0) throw new Error('prerender: a page without </head>')
  return `${html.slice(0, end)}${tags}${html.slice(end)}`
}
