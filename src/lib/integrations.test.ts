import { describe, expect, it } from 'vitest'
import { gtagScriptUrl, integrationSources, kakaoMapsSdkUrl, tagManagerFrameUrl, tagManagerScriptUrl, type IntegrationDirective, type IntegrationSources } from './integrations'

/** CSP source matching for the forms the list uses: `https://host`, `https://*.host`, a path (a trailing `/` matches below it). */
function allows(groups: readonly IntegrationSources[], directive: IntegrationDirective, address: string): boolean {
  const url = new URL(address)
  return groups.flatMap((sources) => sources[directive] ?? []).some((source) => {
    const { protocol, hostname, pathname } = new URL(source.replace('*.', 'wildcard.'))
    const host = source.includes('://*.') ? url.hostname.endsWith(hostname.slice('wildcard'.length)) : url.hostname === hostname
    const path = pathname === '/' || (pathname.endsWith('/') ? url.pathname.startsWith(pathname) : url.pathname === pathname)
    return url.protocol === protocol && host && path
  })
}

describe('integration hosts', () => {
  it('allow what each loader of the site requests', () => {
    expect(allows(integrationSources.googleAnalytics, 'script-src', `${gtagScriptUrl}?id=G-ABC1234`)).toBe(true)
    expect(allows(integrationSources.tagManager, 'script-src', `${tagManagerScriptUrl}?id=GTM-XYZ123`)).toBe(true)
    expect(allows(integrationSources.tagManager, 'frame-src', `${tagManagerFrameUrl}?id=GTM-XYZ123`)).toBe(true)
    expect(allows(integrationSources.kakaoMap, 'script-src', `${kakaoMapsSdkUrl}?appkey=k&autoload=false`)).toBe(true)
  })

  // Addresses of the kinds the real SDKs request (hosts from Google's CSP guide and from pages
  // that carry the Kakao map), written out rather than derived from the list: a host dropped
  // from it fails here.
  it.each([
    ['googleAnalytics', 'script-src', 'https://www.googletagmanager.com/gtag/destination?id=G-ABC1234'],
    ['googleAnalytics', 'connect-src', 'https://region1.google-analytics.com/g/collect?v=2&tid=G-ABC1234'],
    ['googleAnalytics', 'connect-src', 'https://www.google-analytics.com/g/collect?v=2'],
    ['googleAnalytics', 'connect-src', 'https://region1.analytics.google.com/g/collect?v=2'],
    ['googleAnalytics', 'img-src', 'https://www.googletagmanager.com/a?v=3&t=l'],
    ['googleAnalytics', 'frame-src', 'https://www.googletagmanager.com/static/service_worker/5a40/sw_iframe.html'],
    ['tagManager', 'script-src', 'https://www.googletagmanager.com/gtag/js?id=G-ABC1234&l=dataLayer'],
    ['tagManager', 'connect-src', 'https://www.google.com/ccm/collect?en=page_view'],
    ['tagManager', 'img-src', 'https://www.google-analytics.com/collect'],
    ['kakaoMap', 'script-src', 'https://t1.daumcdn.net/mapjsapi/js/main/4.4.19/kakao.js'],
    ['kakaoMap', 'img-src', 'https://map.daumcdn.net/map_k3f_prod/bakery/image_map_png/PNGSD01/v21_cclzf/3/1349/1413.png'],
    ['kakaoMap', 'img-src', 'https://map2.daumcdn.net/map_2d_hd/2306uwn/L3/2539/2921.png'],
    ['kakaoMap', 'img-src', 'https://mts.daumcdn.net/tile/3/1349/1413.png'],
    ['kakaoMap', 'img-src', 'https://t1.daumcdn.net/mapjsapi/images/2x/marker.png'],
    ['kakaoMap', 'img-src', 'https://t1.daumcdn.net/mapjsapi/images/cursor/openhand.cur.ico'],
  ] as const)('%s: %s %s', (integration, directive, address) => {
    expect(allows(integrationSources[integration], directive, address)).toBe(true)
  })

  it('hold the map CDNs to the maps scripts: their other files stay refused', () => {
    expect(allows(integrationSources.kakaoMap, 'script-src', 'https://t1.daumcdn.net/cfile/tistory/2A1B3C4D5E.js')).toBe(false)
    expect(allows(integrationSources.kakaoMap, 'script-src', 'https://dapi.kakao.com/v2/local/search/address.json')).toBe(false)
    expect(allows(integrationSources.kakaoMap, 'script-src', 'https://map.daumcdn.net/anything.js')).toBe(false)
  })

  it('name https hosts only: no keyword, no scheme-wide or bare wildcard', () => {
    const sources = Object.values(integrationSources).flatMap((groups) => groups.flatMap((s) => Object.values(s).flat()))
    for (const source of sources) expect(source, source).toMatch(/^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(\/[\w./-]*)?$/)
  })
})
