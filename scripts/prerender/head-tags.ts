import type { Site } from '../../manifest/site'
import { noticeFeedLinkTag } from './notice-feed'
import { pageAt } from './page-at'
import { pressFeedLinkTag } from './press-feed'
import { siteVerificationTags, type SiteVerification } from './site-verification'
import { jsonLdScript, structuredData } from './structured-data'
import { webAppTags } from './web-app-manifest'

/**
 * What the build adds to every page's `<head>` beyond what React renders: settings and the
 * manifest; `pressFeed`: whether the build read the press list, and so wrote its feed;
 * `eventFaces`: the tags of the event pages that have a file of the face of their own, by the
 * event's slug (event-faces.ts).
 */
export type HeadInputs = { site: Site; origin: string; verification: SiteVerification; pressFeed?: boolean; eventFaces?: Readonly<Record<string, string>> }

/**
 * The tags the prerender writes at the end of a page's `<head>`, all in the page's language: the
 * portals' verification codes when set, the web app manifest with the theme colour and touch
 * icon, the notices' feed (and the press list's, when the build read it), the page's structured
 * data, and an event page's own file of the face. HTML only, so no page's JavaScript grows; the
 * page's policy hashes the JSON-LD script and the face's style element with the rest.
 */
export function headTags(address: string, { site, origin, verification, pressFeed, eventFaces }: HeadInputs): string {
  const page = pageAt(address, site)
  const data = structuredData(page, site, origin)
  const face = page.route.event ? eventFaces?.[page.route.event.slug] : undefined
  return [
    siteVerificationTags(verification),
    webAppTags(site, page.locale),
    noticeFeedLinkTag(site, page.locale, origin),
    pressFeed ? pressFeedLinkTag(site, page.locale, origin) : '',
    data ? jsonLdScript(data) : '',
    face ?? '',
  ].join('')
}

/** `html` with `tags` at the end of its `<head>`. */
export function withHeadTags(html: string, tags: string): string {
  const end = html.indexOf('</head>')
  if (end < 0) throw new Error('prerender: a page without </head>')
  return `${html.slice(0, end)}${tags}${html.slice(end)}`
}
