/**
 * The third-party integrations a build may turn on, and what each may load: the one list that
 * every page's Content-Security-Policy takes its hosts from (`security-headers.ts`), and the
 * addresses the loaders request (`scripts/prerender/analytics.ts`, the office map section), so
 * a loader cannot ask for a host its policy leaves out (`integrations.test.ts` checks).
 *
 * Each integration is on only when its setting is (`ANALYTICS_GA_ID`, `ANALYTICS_GTM_ID`,
 * `VITE_KAKAO_MAP_KEY`); without one, no policy names any of its hosts. To let a Tag Manager
 * container load another vendor, add that vendor's hosts to `tagManager` below
 * (docs/serving-and-security.md, "What a Tag Manager container may load").
 */
export type Integration = 'googleAnalytics' | 'tagManager' | 'kakaoMap'

/** The directives an integration may widen. Everything else stays as the site's own policy has it. */
export type IntegrationDirective = 'script-src' | 'img-src' | 'connect-src' | 'frame-src'

export type IntegrationSources = Readonly<Partial<Record<IntegrationDirective, readonly string[]>>>

/** gtag.js, the GA4 loader (`?id=G-…`). */
export const gtagScriptUrl = 'https://www.googletagmanager.com/gtag/js'
/** A Tag Manager container (`?id=GTM-…`). */
export const tagManagerScriptUrl = 'https://www.googletagmanager.com/gtm.js'
/** A Tag Manager container's frame for visitors without JavaScript (`?id=GTM-…`). */
export const tagManagerFrameUrl = 'https://www.googletagmanager.com/ns.html'
/** Kakao Maps' loader (`?appkey=…&autoload=false`); `kakao.maps.load` then fetches the map code itself. */
export const kakaoMapsSdkUrl = 'https://dapi.kakao.com/v2/maps/sdk.js'

/**
 * Google's CSP guide for the Google tag and GA4
 * (https://developers.google.com/tag-platform/security/guides/csp): gtag.js and the scripts it
 * loads come from `*.googletagmanager.com`; hits go out as requests and images to
 * `*.google-analytics.com` (regional `region1.…` included), `*.analytics.google.com` and
 * `*.googletagmanager.com`. The Google tag also opens a hidden frame of
 * `www.googletagmanager.com` (its service-worker frame, `/static/service_worker/…`).
 * Google signals, Ads and Floodlight need more hosts (`*.g.doubleclick.net`, `www.google.<tld>`):
 * not allowed, so turning them on in GA shows as refusals in the console.
 */
const googleTag = {
  'script-src': ['https://*.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  'frame-src': ['https://www.googletagmanager.com'],
} as const satisfies IntegrationSources

/**
 * Tag Manager's container itself: gtm.js and its noscript frame ns.html (both under the Google
 * tag's hosts) and `www.google.com`, which the guide lists for the container's requests.
 */
const tagManagerContainer = {
  'connect-src': ['https://www.google.com'],
} as const satisfies IntegrationSources

/**
 * Each integration's sources, as groups: plain literals only, so a page chunk that imports one
 * address of this module (the office map) carries none of the rest.
 */
export const integrationSources: Readonly<Record<Integration, readonly IntegrationSources[]>> = {
  googleAnalytics: [googleTag],
  // The container plus the Google tag and GA4, the tags a container almost always holds. Nothing
  // else: a container's Custom HTML tags (inline scripts with no hash here), Custom JavaScript
  // variables (they need 'unsafe-eval') and other vendors' tags are refused; so is Preview mode
  // (tagmanager.google.com, gstatic fonts and styles).
  tagManager: [googleTag, tagManagerContainer],
  // sdk.js (dapi.kakao.com) is a loader: `kakao.maps.load` appends the map code from
  // `t1.daumcdn.net/mapjsapi/js/main/<version>/kakao.js`. The map then draws tiles from
  // `map.daumcdn.net`, `map0`–`map3.daumcdn.net` and `mts.daumcdn.net` (by version and screen
  // density), markers, controls, cursors and its background from `t1.daumcdn.net/mapjsapi/images/`,
  // and sets its styles through the DOM (no style attributes to hash). Scripts are held to the
  // maps paths: those CDN hosts serve much else. Kakao is moving its files to `kakaocdn.net` (its
  // postcode service already loads from `t1.kakaocdn.net/mapjsapi/`), so both names are allowed.
  kakaoMap: [
    {
      'script-src': ['https://dapi.kakao.com/v2/maps/', 'https://t1.daumcdn.net/mapjsapi/', 'https://t1.kakaocdn.net/mapjsapi/'],
      'img-src': ['https://*.daumcdn.net', 'https://*.kakaocdn.net'],
    },
  ],
}

/** The sources the given integrations add to one directive: in list order, each once. */
export function integrationSourcesFor(integrations: readonly Integration[], directive: IntegrationDirective): string[] {
  return [...new Set(integrations.flatMap((integration) => integrationSources[integration].flatMap((group) => group[directive] ?? [])))]
}
