import { gtagScriptUrl, tagManagerScriptUrl } from '../../src/lib/integrations'

/**
 * Analytics (spec 2.14, 7): Google Analytics 4 and Google Tag Manager, each only when its ID is
 * set at build time (`ANALYTICS_GA_ID`, `ANALYTICS_GTM_ID`). The prerender writes their loaders
 * into every page's `<head>`, async so they never block rendering; the site's JavaScript holds
 * no analytics code at all, and with neither ID the pages get nothing. The addresses come from
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
export function analyticsTags(ids: AnalyticsIds): string {
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

/** `html` with the tags at the end of its `<head>`. */
export function withAnalytics(html: string, ids: AnalyticsIds): string {
  const tags = analyticsTags(ids)
  return tags ? html.replace('</head>', `${tags}</head>`) : html
}
