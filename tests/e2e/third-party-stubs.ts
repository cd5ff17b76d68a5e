import type { BrowserContext, Page, Route } from '@playwright/test'

/**
 * Local stand-ins for the hosts the optional integrations load from (no network here, and a test
 * must not call Google or Kakao). Each stub does what the real script does to the page, in kind:
 * it loads the same sorts of resources from the same hosts (scripts, requests, images, a frame),
 * so a host or directive the page's policy leaves out is refused before the request leaves the
 * browser (Chromium applies the policy before routing: a refused request never reaches a route).
 * The addresses are written here from the vendors' behaviour, not read from src/lib/integrations.ts.
 *
 * Every run writes to `window.__stubs`; every third-party request is recorded in `served`.
 */
declare global {
  interface Window {
    __stubs?: { ran: string[]; kakaoCenter?: number[] }
  }
}

type StubRecord = { served: string[]; unexpected: string[] }

// A 1 x 1 PNG: tiles, markers and pixels, drawn larger by the stubs where it has to be seen.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

const ran = (what: string) => `(window.__stubs = window.__stubs || { ran: [] }).ran.push(${JSON.stringify(what)});`

/** gtag.js: reads its config from dataLayer, sends a hit (request and pixel), opens its service-worker frame, loads a destination script. */
function gtagStub(id: string): string {
  return `(function () {
  var configured = (window.dataLayer || []).some(function (entry) { return entry && entry[0] === 'config' && entry[1] === ${JSON.stringify(id)} });
  ${ran(`gtag ${id}`)}
  if (configured) ${ran(`gtag ${id} configured`)}
  fetch('https://region1.google-analytics.com/g/collect?v=2&tid=${id}&en=page_view', { method: 'POST', mode: 'no-cors', keepalive: true });
  fetch('https://region1.analytics.google.com/g/collect?v=2&tid=${id}&en=user_engagement', { method: 'POST', mode: 'no-cors', keepalive: true });
  new Image().src = 'https://www.googletagmanager.com/a?id=${id}&v=3';
  var frame = document.createElement('iframe');
  frame.hidden = true;
  frame.src = 'https://www.googletagmanager.com/static/service_worker/5a40/sw_iframe.html?origin=' + encodeURIComponent(location.origin);
  document.body.appendChild(frame);
  var destination = document.createElement('script');
  destination.async = true;
  destination.src = 'https://www.googletagmanager.com/gtag/destination?id=${id}';
  document.head.appendChild(destination);
})();`
}

/** gtm.js: checks the snippet's start event, then runs the container: a Google tag (GA4) and a request of the container's own. */
function gtmStub(id: string): string {
  return `(function () {
  var started = (window.dataLayer || []).some(function (entry) { return entry && entry.event === 'gtm.js' });
  if (started) ${ran(`gtm ${id} started`)}
  window.dataLayer.push({ event: 'gtm.load' });
  var tag = document.createElement('script');
  tag.async = true;
  tag.src = 'https://www.googletagmanager.com/gtag/js?id=G-CONTAINER1&l=dataLayer&cx=c';
  document.head.appendChild(tag);
  fetch('https://www.google.com/ccm/collect?en=page_view&tid=${id}', { mode: 'no-cors', keepalive: true });
})();`
}

/**
 * Kakao's sdk.js with autoload=false: finds its own script for the app key, and `kakao.maps.load`
 * appends the map code from t1.daumcdn.net, then calls back, as the real loader does.
 */
const kakaoSdkStub = `(function () {
  var scripts = document.getElementsByTagName('script'), src = '';
  for (var i = scripts.length - 1; i >= 0; i--) if (/\\/\\/dapi\\.kakao\\.com\\/v2\\/maps\\/sdk\\.js\\b/.test(scripts[i].src)) { src = scripts[i].src; break }
  var appkey = new URL(src).searchParams.get('appkey');
  ${ran('kakao sdk')}
  var maps = (window.kakao = window.kakao || {}).maps = {};
  maps.load = function (ready) {
    var main = document.createElement('script');
    main.charset = 'utf-8';
    main.onload = ready;
    main.src = 'https://t1.daumcdn.net/mapjsapi/js/main/4.4.19/kakao.js?appkey=' + appkey;
    document.head.appendChild(main);
  };
})();`

/**
 * kakao.js: enough of `kakao.maps` for the office map (LatLng, Map, Marker). The map draws tiles
 * from two tile hosts and a marker, and sets its styles through the DOM (CSSOM), as the real map
 * does (its elements' style attributes are the browser's normalised serialisation).
 */
const kakaoMapStub = `(function () {
  var maps = window.kakao.maps;
  maps.LatLng = function (lat, lng) { this.lat = lat; this.lng = lng };
  maps.Map = function (element, options) {
    // Positioned only if it is not already (pages that carry the map show both kinds).
    if (getComputedStyle(element).position === 'static') element.style.position = 'relative';
    element.style.overflow = 'hidden';
    element.style.background = 'url("https://t1.daumcdn.net/mapjsapi/images/2x/bg_tile.png")';
    var tiles = ['https://map.daumcdn.net/map_k3f_prod/bakery/image_map_png/PNGSD01/v21_cclzf/3/1349/1413.png', 'https://mts.daumcdn.net/tile/3/1349/1414.png'];
    tiles.forEach(function (src, i) {
      var tile = document.createElement('img');
      tile.alt = '';
      tile.setAttribute('role', 'presentation');
      tile.dataset.stubTile = '';
      tile.style.position = 'absolute';
      tile.style.left = i * 256 + 'px';
      tile.style.width = '256px';
      tile.style.height = '256px';
      tile.src = src;
      element.appendChild(tile);
    });
    this.element = element;
    ${ran('kakao map')}
    window.__stubs.kakaoCenter = [options.center.lat, options.center.lng, options.level];
  };
  maps.Marker = function (options) {
    var marker = document.createElement('img');
    marker.alt = '';
    marker.dataset.stubMarker = '';
    marker.style.position = 'absolute';
    marker.src = 'https://t1.daumcdn.net/mapjsapi/images/2x/marker.png';
    options.map.element.appendChild(marker);
    ${ran('kakao marker')}
  };
})();`

const script = (body: string) => ({ status: 200, contentType: 'application/javascript; charset=utf-8', body })
const html = (title: string) => ({ status: 200, contentType: 'text/html; charset=utf-8', body: `<!doctype html><title>${title}</title>` })

function answer(url: URL) {
  const id = url.searchParams.get('id') ?? ''
  switch (`${url.host}${url.pathname}`) {
    case 'www.googletagmanager.com/gtag/js':
      return script(gtagStub(id))
    case 'www.googletagmanager.com/gtm.js':
      return script(gtmStub(id))
    case 'www.googletagmanager.com/gtag/destination':
      return script(`${ran(`gtag destination ${id}`)}`)
    case 'www.googletagmanager.com/ns.html':
      return html('Tag Manager (noscript)')
    case 'www.googletagmanager.com/static/service_worker/5a40/sw_iframe.html':
      return html('Google tag service worker')
    case 'www.googletagmanager.com/a':
      return { status: 200, contentType: 'image/png', body: png }
    case 'region1.google-analytics.com/g/collect':
    case 'region1.analytics.google.com/g/collect':
    case 'www.google.com/ccm/collect':
      return { status: 204 }
    case 'dapi.kakao.com/v2/maps/sdk.js':
      return script(kakaoSdkStub)
    case 't1.daumcdn.net/mapjsapi/js/main/4.4.19/kakao.js':
      return script(kakaoMapStub)
  }
  if (/^(map|mts|t1)\.daumcdn\.net$/.test(url.host) && /\.png$/.test(url.pathname)) return { status: 200, contentType: 'image/png', body: png }
  return null
}

/** Answers every request to another host than the site's from the stubs; anything else is aborted and recorded as unexpected. */
export async function stubThirdParties(target: Page | BrowserContext, siteOrigin: string): Promise<StubRecord> {
  const record: StubRecord = { served: [], unexpected: [] }
  const site = new URL(siteOrigin).host
  await target.route(
    (url) => url.host !== site,
    async (route: Route) => {
      const url = new URL(route.request().url())
      const response = answer(url)
      if (!response) {
        record.unexpected.push(url.href)
        return route.abort()
      }
      record.served.push(`${url.host}${url.pathname}`)
      return route.fulfill({ ...response, headers: { 'access-control-allow-origin': '*' } })
    },
  )
  return record
}
