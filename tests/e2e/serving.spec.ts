// HTTP answers as a browser never shows them (statuses, Location, headers), held to one list for
// every host of the site: the Node server (project `node`), nginx with the build's rules (project
// `nginx`) and Cloudflare Pages' runtime with the build's edge rules (project `workerd`). No page
// is opened, so this uses Playwright's own `test`, not ./fixtures.
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { events } from '../../manifest/events/index'
import { noticePages } from '../../manifest/notices/addresses'
import { notices } from '../../manifest/notices/index'
import { everyPage, knownHeadings, linkedStylesheets } from './site'
import { interfaceWords } from './words'

/** A notice's title in a language, from its manifest entry. */
const noticeTitle = (id: number, language: 'ko' | 'en') => notices.find((notice) => notice.id === id)!.title[language]

const dist = path.resolve('dist')

type Expected =
  | { redirect: 301 | 302; location: string }
  | { status: 200 | 404; lang: 'ko' | 'en'; heading?: string }

const notFound = {
  kor: { status: 404, lang: 'ko', heading: knownHeadings['/kor/404'] },
  eng: { status: 404, lang: 'en', heading: knownHeadings['/eng/404'] },
} as const

/** docs/rules/routing.md §2.1 and the routing rules of docs/architecture.md, request by request. */
const answers: { path: string; acceptLanguage?: string; expected: Expected }[] = [
  // The root is Korean for everyone: for good (301), so search engines credit /kor with it.
  { path: '/', acceptLanguage: 'en-US,en;q=0.9', expected: { redirect: 301, location: '/kor' } },
  { path: '/?lang=eng', expected: { redirect: 301, location: '/kor' } },
  { path: '/privacy', acceptLanguage: 'ko-KR,ko;q=0.9,en-US;q=0.8,en;q=0.7', expected: { redirect: 302, location: '/kor/privacy' } },
  { path: '/privacy-policy', acceptLanguage: 'en-US,en;q=0.9,ko;q=0.8', expected: { redirect: 302, location: '/eng/privacy' } },
  { path: '/privacy', acceptLanguage: 'fr-FR,fr;q=0.9', expected: { redirect: 302, location: '/eng/privacy' } },
  { path: '/privacy?lang=kor', acceptLanguage: 'en-US', expected: { redirect: 302, location: '/kor/privacy' } },
  { path: '/terms-and-conditions?lang=eng', acceptLanguage: 'ko-KR', expected: { redirect: 302, location: '/eng/terms_of_service' } },
  { path: '/terms', acceptLanguage: 'ko', expected: { redirect: 302, location: '/kor/terms_of_service' } },
  // A trailing slash is dropped for good, the query kept.
  { path: '/kor/service/', expected: { redirect: 301, location: '/kor/service' } },
  { path: '/eng/company/press/?page=2', expected: { redirect: 301, location: '/eng/company/press?page=2' } },
  { path: '/kor/', expected: { redirect: 301, location: '/kor' } },
  // The guard: another first segment goes to /{segment}/404, without the query.
  { path: '/jpn/service', expected: { redirect: 302, location: '/jpn/404' } },
  { path: '/jpn/service?x=1', expected: { redirect: 302, location: '/jpn/404' } },
  { path: '/jpn', expected: { redirect: 302, location: '/jpn/404' } },
  { path: '/jpn/service/', expected: { redirect: 301, location: '/jpn/service' } },
  { path: '/jpn/404', expected: notFound.kor },
  // Unknown paths keep their address and answer 404 with the not-found page of their language.
  { path: '/kor/404', expected: notFound.kor },
  { path: '/eng/404', expected: notFound.eng },
  { path: '/eng/no-such-page', expected: notFound.eng },
  { path: '/kor/no-such-page', expected: notFound.kor },
  { path: '/eng/company/press/no-such-page', expected: notFound.eng },
  { path: '/kor/company/press', expected: { status: 200, lang: 'ko', heading: knownHeadings['/kor/company/press'] } },
  { path: '/eng/aeskr', expected: { status: 200, lang: 'ko', heading: knownHeadings['/eng/aeskr'] } },
]

const get = (request: APIRequestContext, url: string, headers: Record<string, string> = {}) =>
  request.get(url, { maxRedirects: 0, headers: { 'accept-encoding': 'identity', ...headers } })

function expectPage(response: APIResponse, body: string, lang: string, heading?: string) {
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8')
  expect(response.headers()['cache-control'], 'pages are revalidated').toBe('no-cache')
  expect(body).toContain(`<html lang="${lang}"`)
  if (heading) expect(body).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`))
}

test.describe('routing answers', () => {
  for (const { path: url, acceptLanguage, expected } of answers) {
    const title = `${url}${acceptLanguage ? ` (${acceptLanguage})` : ''}`
    test(title, async ({ request }) => {
      const response = await get(request, url, acceptLanguage ? { 'accept-language': acceptLanguage } : {})
      if ('redirect' in expected) {
        expect(response.status()).toBe(expected.redirect)
        expect(response.headers()['location']).toBe(expected.location)
      } else {
        expect(response.status()).toBe(expected.status)
        expectPage(response, await response.text(), expected.lang, expected.heading)
      }
    })
  }

  test('every prerendered page answers with its status and language', async ({ request }) => {
    for (const page of everyPage) {
      const response = await get(request, page.url)
      expect(response.status(), page.url).toBe(page.status)
      expectPage(response, await response.text(), page.htmlLang)
    }
  })
})

/**
 * Each notice is a page of its own at the spec's address; an address that names no
 * notice (no id, an unknown or malformed one) is the board's "no posts" with 404 and noindex.
 */
test.describe('notice addresses', () => {
  for (const [url, lang, title] of [
    ['/kor/company/event-detail?id=1', 'ko', noticeTitle(1, 'ko')],
    ['/eng/company/event-detail?id=13', 'en', noticeTitle(13, 'en')],
  ] as const) {
    test(`${url} is its notice's page`, async ({ request }) => {
      const response = await get(request, url)
      expect(response.status()).toBe(200)
      const body = await response.text()
      expectPage(response, body, lang, title)
      // The canonical address is the notice's own, its id included (on the build's SITE_ORIGIN).
      expect(body).toMatch(new RegExp(`<link rel="canonical" href="https?://[^/"]+${url.replace(/[?.]/g, '\\$&')}"/>`))
      expect(body).not.toMatch(/<meta name="robots"/)
    })
  }

  for (const [url, lang, empty] of [
    ['/kor/company/event-detail?id=999', 'ko', '게시물이 없습니다.'],
    ['/eng/company/event-detail?id=abc', 'en', interfaceWords.eng.lists.empty],
    ['/eng/company/event-detail?id=01', 'en', interfaceWords.eng.lists.empty],
    ['/kor/company/event-detail', 'ko', '게시물이 없습니다.'],
  ] as const) {
    test(`${url} names no notice: 404, noindex, "no posts"`, async ({ request }) => {
      await expectNoPosts(request, url, lang, empty)
    })
  }
})

/**
 * Every view of a list is a document of its own (docs/lists.md), on both hosts. The press list's
 * pages 2..N (its 140 seed rows make seven) at `?page=N`, with their own canonical; any other page
 * a 404 with noindex and "no posts"; each gallery category at `?category=C`, whatever the search.
 */
test.describe('list addresses', () => {
  for (const [url, lang, heading] of [
    ['/kor/company/press?page=2', 'ko', '언론 보도 - 2페이지'],
    ['/eng/company/press?page=7', 'en', 'Press - Page 7'],
  ] as const) {
    test(`${url} is its own page of the list`, async ({ request }) => {
      const response = await get(request, url)
      expect(response.status()).toBe(200)
      const body = await response.text()
      expectPage(response, body, lang, heading)
      expect(body).toMatch(new RegExp(`<link rel="canonical" href="https?://[^/"]+${url.replace(/[?.]/g, '\\$&')}"/>`))
      expect(body).not.toMatch(/<meta name="robots"/)
    })
  }

  test('/kor/company/press?page=1 is the first page, its canonical without the query', async ({ request }) => {
    const response = await get(request, '/kor/company/press?page=1')
    expect(response.status()).toBe(200)
    const body = await response.text()
    expectPage(response, body, 'ko', '언론 보도')
    expect(body).toMatch(/<link rel="canonical" href="https?:\/\/[^/"]+\/kor\/company\/press"\/>/)
  })

  for (const [url, lang, empty] of [
    ['/kor/company/press?page=99', 'ko', '게시물이 없습니다.'],
    ['/kor/company/press?page=0', 'ko', '게시물이 없습니다.'],
    ['/eng/company/press?page=abc', 'en', interfaceWords.eng.lists.empty],
    ['/eng/company/press?page=8', 'en', interfaceWords.eng.lists.empty],
    ['/eng/company/press?page=02', 'en', interfaceWords.eng.lists.empty],
  ] as const) {
    test(`${url} names no page of the list: 404, noindex, "no posts"`, async ({ request }) => {
      await expectNoPosts(request, url, lang, empty)
    })
  }

  for (const [url, selected] of [
    ['/kor/openbadge/badge-list?category=edu', '교육'],
    ['/eng/openbadge/badge-list?category=group&search=maple', 'Association'],
    ['/eng/openbadge/badge-list?category=nope', 'All'],
    ['/eng/openbadge/badge-list', 'All'],
  ] as const) {
    test(`${url} is its category's document`, async ({ request }) => {
      const response = await get(request, url)
      expect(response.status()).toBe(200)
      const body = await response.text()
      expectPage(response, body, url.startsWith('/kor') ? 'ko' : 'en')
      expect(body).toMatch(new RegExp(`aria-selected="true"[^>]*>${selected}</a>`))
      // One page for search engines: every category names the gallery as its canonical.
      expect(body).toMatch(/<link rel="canonical" href="https?:\/\/[^/"]+\/(kor|eng)\/openbadge\/badge-list"\/>/)
      })
    }
})

/**
 * Only the site's files are served. The build's internals (the host rules and
 * page policies in dist/nginx/, Vite's manifest, the host-wide 404.html, the precompressed
 * copies) answer 404 with the not-found page, and a page's file at its own path redirects to the
 * page's one address.
 */
test.describe('only the site, one address per page', () => {
  // The edge hosts' rules too: Cloudflare Pages reads those at the top and never serves them, and
  // the other hosts must not either.
  for (const url of ['/nginx/csp.json', '/nginx/http.conf', '/nginx/server.conf', '/%6Eginx/csp.json', '/404.html', '/.vite/manifest.json', '/kor/index.html.br', '/kor/index.html.gz', '/robots.txt.gz', '/_worker.js', '/_routes.json', '/_headers', '/netlify/_redirects', '/netlify/_headers']) {
    test(`${url} is not served: 404, the not-found page`, async ({ request }) => {
      const response = await get(request, url)
      expect(response.status()).toBe(404)
      expectPage(response, await response.text(), 'ko', notFound.kor.heading)
    })
  }

  // docs/decisions/claim-codes.md: such an event's poster is drawn outside what is served. A file
  // the build did not write meets the guard (302 to /posters/404) on the hosts that run the
  // routing for every path, and Cloudflare Pages' own 404 where the static files bypass the
  // worker (docs/deploying.md): either way, no poster.
  for (const event of events.filter((e) => e.claimCode !== undefined).slice(0, 1)) {
    test(`the poster of ${event.slug}, which has a claim code, is not served`, async ({ request }) => {
      for (const url of [`/posters/${event.slug}.pdf`, `/posters/${event.slug}-slide.png`]) {
        const response = await get(request, url)
        expect([302, 404], url).toContain(response.status())
        expect(response.headers()['content-type'] ?? '', url).not.toMatch(/pdf|png/)
      }
    })
  }

  const notice = noticePages()[0]!
  for (const [url, location] of [
    ['/kor/index.html', '/kor'],
    ['/eng/company/press/index.html?page=2', '/eng/company/press?page=2'],
    ['/kor/404/index.html', '/kor/404'],
    [notice.file, notice.path],
    // A list's views (docs/lists.md) are documents of their own, each at one address too.
    ['/kor/company/press/page-2.html', '/kor/company/press?page=2'],
    ['/eng/openbadge/badge-list/category-edu.html', '/eng/openbadge/badge-list?category=edu'],
    ['/eng/company/press/page-none.html', '/eng/company/press?page=0'],
  ] as const) {
    test(`${url} redirects for good to ${location}`, async ({ request }) => {
      const response = await get(request, url)
      expect(response.status()).toBe(301)
      expect(response.headers()['location']).toBe(location)
    })
  }
})

/** The entry chunk and the stylesheet: hashed names from the build's own manifest. */
function hashedAssets(): { js: string; css: string; font: string } {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; css?: string[] }
  >
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  const css = entry?.css?.[0] ?? Object.values(manifest).find((chunk) => chunk.file.endsWith('.css'))?.file
  if (!entry || !css) throw new Error('dist/.vite/manifest.json names no entry chunk or stylesheet: run `npm run build`')
  // A chunk of the brand face, as the stylesheet names it (one of its unicode-range files).
  const font = /url\((\/assets\/[^)]+\.woff2)\)/.exec(readFileSync(path.join(dist, css), 'utf8'))?.[1]
  if (!font) throw new Error(`${css} names no woff2 under /assets/: the brand face is not built in`)
  return { js: `/${entry.file}`, css: `/${css}`, font }
}

test.describe('serving like a production host', () => {
  const assets = hashedAssets()

  // The Node server and nginx send the build's precompressed copies (.br, .gz); Cloudflare Pages
  // compresses as it answers (workerd locally, its edge in production) and never sends those
  // copies: what each answer must be is the same.
  for (const [acceptEncoding, encoding] of [
    ['gzip', 'gzip'],
    ['br, gzip', 'br'],
    ['identity', undefined],
  ] as const) {
    test(`a hashed asset asked with Accept-Encoding: ${acceptEncoding} comes ${encoding ?? 'uncompressed'}`, async ({ request }) => {
      const response = await get(request, assets.js, { 'accept-encoding': acceptEncoding })
      expect(response.status()).toBe(200)
      expect(response.headers()['content-encoding']).toBe(encoding)
      expect(response.headers()['vary']?.toLowerCase()).toContain('accept-encoding')
      // Playwright decodes the body: whatever the encoding, it is the built file.
      expect((await response.body()).equals(readFileSync(path.join(dist, assets.js)))).toBe(true)
    })
  }

  test('pages and the not-found page come compressed too', async ({ request }) => {
    for (const url of ['/kor', '/eng/no-such-page']) {
      const response = await get(request, url, { 'accept-encoding': 'gzip' })
      expect(response.headers()['content-encoding'], url).toBe('gzip')
    }
  })

  test('hashed assets are cached for a year, unchanged', async ({ request }) => {
    for (const url of [assets.js, assets.css, assets.font]) {
      const response = await get(request, url)
      expect(response.headers()['cache-control'], url).toBe('public, max-age=31536000, immutable')
    }
  })

  test('other files are revalidated, and a revalidated page answers 304', async ({ request }) => {
    for (const url of ['/brand/mark.svg', '/robots.txt', '/sitemap.xml', '/kor']) {
      const response = await get(request, url)
      expect(response.headers()['cache-control'], url).toBe('no-cache')
    }
    const first = await get(request, '/kor/service')
    const etag = first.headers()['etag']
    expect(etag).toBeTruthy()
    const again = await get(request, '/kor/service', { 'if-none-match': etag ?? '' })
    expect(again.status()).toBe(304)
  })

  test('each kind of file has its content type', async ({ request }) => {
    const types: [string, RegExp][] = [
      [assets.js, /^(text|application)\/javascript; charset=utf-8$/],
      [assets.css, /^text\/css; charset=utf-8$/],
      // The brand face's chunks (the type a browser's font loader and the CSP's font-src expect).
      [assets.font, /^font\/woff2$/],
      ['/brand/mark.svg', /^image\/svg\+xml/],
      // The favicon's fallback, drawn at build from the mark.
      ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)$/],
      ['/apple-touch-icon.png', /^image\/png$/],
      // The web app manifests (browsers expect their own type) and their icons, drawn at build.
      ['/manifest-kor.webmanifest', /^application\/manifest\+json$/],
      ['/manifest-eng.webmanifest', /^application\/manifest\+json$/],
      ['/app-icons/maskable-512.png', /^image\/png$/],
      ['/robots.txt', /^text\/plain; charset=utf-8$/],
      ['/sitemap.xml', /^(application|text)\/xml\b/],
      // The notices' feeds, which pages link and Naver Search Advisor reads.
      ['/feeds/notices-kor.xml', /^(application|text)\/xml\b/],
      ['/feeds/notices-eng.xml', /^(application|text)\/xml\b/],
      ['/kor', /^text\/html; charset=utf-8$/],
      // The sharing card that crawlers fetch from og:image.
      ['/og/kor.png', /^image\/png$/],
    ]
    for (const [url, type] of types) {
      const response = await get(request, url)
      expect(response.headers()['content-type'], url).toMatch(type)
    }
  })
})

/**
 * A page asks for its style sheets with its headers, so the browser fetches
 * them before it reads the head (and before the module preloads there share the link with them).
 */
test.describe('style sheets asked for with the headers', () => {
  test('every page and not-found page preloads exactly the style sheets its HTML links', async ({ request }) => {
    for (const url of [...everyPage.map((p) => p.url), '/eng/no-such-page', '/jpn/404']) {
      const response = await get(request, url)
      const sheets = linkedStylesheets(await response.text())
      expect(sheets.length, `${url} links a style sheet`).toBeGreaterThan(0)
      expect(response.headers()['link'], url).toBe(sheets.map((href) => `<${href}>; rel=preload; as=style`).join(', '))
    }
  })

  test('no other file sends a Link header', async ({ request }) => {
    const assets = hashedAssets()
    for (const url of [assets.css, assets.js, '/brand/mark.svg', '/robots.txt', '/sitemap.xml', '/api/v1/MediaNews']) {
      expect((await get(request, url)).headers()['link'], url).toBeUndefined()
    }
  })
})

test.describe('security headers', () => {
  // Written by the prerender from each page's final HTML; both hosts must send exactly these.
  const policies = JSON.parse(readFileSync(path.join(dist, 'nginx/csp.json'), 'utf8')) as Record<string, string>
  const common = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  }
  const dataPolicy = /^default-src 'none'; frame-ancestors 'none'/

  // Cross-Origin-Resource-Policy: same-origin but for the badge images, which a site on another
  // origin loads (docs/serving-and-security.md, a second origin).
  const cases: { url: string; csp: string | RegExp; corp?: 'cross-origin' }[] = [
    { url: '/kor', csp: policies['/kor/index.html']! },
    { url: '/eng/contact-us', csp: policies['/eng/contact-us/index.html']! },
    { url: '/kor/no-such-page', csp: policies['/kor/404/index.html']! },
    { url: '/eng/404', csp: policies['/eng/404/index.html']! },
    { url: '/', csp: dataPolicy },
    { url: '/kor/service/', csp: dataPolicy },
    { url: '/brand/mark.svg', csp: dataPolicy },
    { url: '/robots.txt', csp: dataPolicy },
    { url: '/api/v1/MediaNews', csp: dataPolicy },
    { url: '/api/v1/NoSuchOperation', csp: dataPolicy },
    { url: '/api/badges/edu-01.svg', csp: dataPolicy, corp: 'cross-origin' },
  ]

  test('every kind of answer carries them once, pages their own policy', async ({ request }) => {
    for (const { url, csp, corp } of cases) {
      const response = await get(request, url)
      const headers = response.headersArray()
      const values = (name: string) => headers.filter((h) => h.name.toLowerCase() === name).map((h) => h.value)
      for (const [name, value] of Object.entries(common)) expect(values(name), `${url} ${name}`).toEqual([value])
      expect(values('permissions-policy'), url).toHaveLength(1)
      const policy = values('content-security-policy')
      expect(policy, `${url} content-security-policy`).toHaveLength(1)
      if (typeof csp === 'string') expect(policy[0], url).toBe(csp)
      else expect(policy[0], url).toMatch(csp)
      expect(values('strict-transport-security'), `${url}: no HSTS over http`).toEqual([])
      expect(values('cross-origin-resource-policy'), url).toEqual([corp ?? 'same-origin'])
    }
    expect(policies['/kor/index.html']).not.toMatch(/'unsafe-inline'|'unsafe-eval'/)
  })

  test('a hashed asset carries them too', async ({ request }) => {
    const response = await get(request, hashedAssets().js)
    expect(response.headers()['x-content-type-options']).toBe('nosniff')
    expect(response.headers()['content-security-policy']).toMatch(dataPolicy)
  })

  // A worker runs under its script's policy: the partner request's checker fetches the site's
  // list of addresses in use (src/lib/in-use-file.ts), which is data like any other file.
  test("a worker's script may fetch from the site, and the list it fetches is data", async ({ request }) => {
    const worker = readdirSync(path.join(dist, 'assets')).find((file) => /\.worker-[\w-]+\.js$/.test(file))
    expect(worker, 'the partner request checker is built as a worker').toBeDefined()
    expect((await get(request, `/assets/${worker}`)).headers()['content-security-policy']).toBe("default-src 'none'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'")
    const list = await get(request, '/in-use.json')
    expect(list.status()).toBe(200)
    expect(list.headers()['content-security-policy']).toMatch(dataPolicy)
    expect(((await list.json()) as { addresses: string[] }).addresses).toContain('partner-request')
  })
})

/** A list or notice address that names nothing: 404, not indexed, no canonical, the board's "no posts". */
async function expectNoPosts(request: APIRequestContext, url: string, lang: 'ko' | 'en', empty: string) {
  const response = await get(request, url)
  expect(response.status()).toBe(404)
  const body = await response.text()
  expectPage(response, body, lang)
  expect(body).toContain('<meta name="robots" content="noindex"/>')
  expect(body).not.toContain('rel="canonical"')
  expect(body).toContain(empty)
}
