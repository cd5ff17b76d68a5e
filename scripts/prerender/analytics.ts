import { gtagScriptUrl, tagManagerFrameUrl, tagManagerScriptUrl } from '../../src/lib/integrations'

/**
 * Analytics (docs/rules/api.md §7): Google Analytics 4 and Google Tag Manager, each only when its ID is
 * set at build time (`ANALYTICS_GA_ID`, `ANALYTICS_GTM_ID`). The prerender writes their loaders
 * into every page's `<head>`, async so they never block rendering, and Tag Manager's frame for
 * visitors without JavaScript at the start of `<body>`; the site's JavaScript holds no analytics
 * code at all, and with neither ID the pages get nothing. The addresses come from
 * `src/lib/integrations.ts`, whose hosts the pages' policy allows.
 */
export type AnalyticsIds = { ga?: string; gtm?: string }

const GA = /^G-[A-Z0-9]{4,20}$/
const GTM = /^GTM-[A-Z0-9]{4,12}$/

/** The IDs of the environment; a malformed one fails the build rather than ship a broken tag. */
export function analyticsIdsFromEnv(env: Record<string, string | undefined> = process.env): AnalyticsIds {
  const ids: AnalyticsIds = {}
  const ga = env.ANALYTICS_GA_ID?.trim()
  const gtm = env.ANALYTICS_GTM_ID?.trim()
  if (ga) {
    if (!GA.test(ga)) throw new Error(`ANALYTICS_GA_ID: "${ga}" is not a GA4 measurement ID (G-XXXXXXX)`)
    ids.ga = ga
  }
  if (gtm) {
    if (!GTM.test(gtm)) throw new Error(`ANALYTICS_GTM_ID: "${gtm}" is not a Tag Manager container ID (GTM-XXXXXX)`)
    ids.gtm = gtm
  }
  return ids
}

/** The tags for `<head>`: empty without IDs. */
function analyticsTags(ids: AnalyticsIds): string {
  const tags: string[] = []
  if (ids.gtm) {
    tags.push(
      `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='${tagManagerScriptUrl}?id='+i+(l!='dataLayer'?'&l='+l:'');f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${ids.gtm}');</script>`,
    )
  }
  if (ids.ga) {
    tags.push(
      `<script async src="${gtagScriptUrl}?id=${ids.ga}"></script>`,
      `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','${ids.ga}');</script>`,
    )
  }
  return tags.join('')
}

/**
 * Tag Manager's part for visitors without JavaScript, for the start of `<body>`: empty without a
 * container. `hidden` rather than Google's inline style, which the policy would need a hash for.
 */
function analyticsNoscript(ids: AnalyticsIds): string {
  return ids.gtm ? `<noscript><iframe src="${tagManagerFrameUrl}?id=${ids.gtm}" height="0" width="0" hidden></iframe></noscript>` : ''
}

/** `html` with the tags at the end of its `<head>` and the noscript part right after `<body>`. */
export function withAnalytics(html: string, ids: AnalyticsIds): string {
  const tags = analyticsTags(ids)
  const noscript = analyticsNoscript(ids)
  const end = html.indexOf('</head>')
  if (end < 0 || !tags) return html
  // The body's own tag, after the head: text inside the head (JSON-LD) may spell "<body" too.
  const body = html.slice(end).replace(/<body\b[^>]*>/, (tag) => `${tag}${noscript}`)
  return `${html.slice(0, end)}${tags}${body}`
}
