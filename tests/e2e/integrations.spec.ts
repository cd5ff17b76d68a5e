// The optional integrations under the pages' own Content-Security-Policy: a second build with
// ANALYTICS_GA_ID, ANALYTICS_GTM_ID and VITE_KAKAO_MAP_KEY set, and the search portals'
// verification codes (NAVER_SITE_VERIFICATION, GOOGLE_SITE_VERIFICATION) (in dist-e2e/integrations, not dist/,
// which the other specs serve), served by the reference server on its own port, with Google's and
// Kakao's hosts answered by local stubs (third-party-stubs.ts). A CSP violation fails, and so does
// a stub that did not run, a request of theirs that never arrived, or a map that was not drawn.
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { Page } from '@playwright/test'
import { expect, expectHydrated, test } from './fixtures'
import { about } from '../../manifest/pages/about'
import { everyPage } from './site'
import { stubThirdParties } from './third-party-stubs'
import { fill, interfaceWords, languageOf, sectionOf, type Segment } from './words'

declare global {
  interface Window {
    __cspViolations?: string[]
    __sameDocument?: boolean
  }
}

/** The drawn map's name on the about page, from its manifest entry and the dictionary. */
const mapName = (segment: Segment) => fill(interfaceWords[segment].officeMap.map, { place: sectionOf(about, 'office-map').place[languageOf[segment]] })

const verification = { naver: 'e4bd6671e4bfdb30e5ceb53bc0059236bb99c41e', google: 'dBw5CvburAxi537Rp9qi5uG2174Vb6JwHwIRwPSLIK8' }
const settings = {
  ANALYTICS_GA_ID: 'G-TEST1234',
  ANALYTICS_GTM_ID: 'GTM-TEST123',
  VITE_KAKAO_MAP_KEY: 'e2e-map-key',
  NAVER_SITE_VERIFICATION: verification.naver,
  GOOGLE_SITE_VERIFICATION: verification.google,
}
const root = fileURLToPath(new URL('../..', import.meta.url))
const dist = path.join(root, 'dist-e2e/integrations')
// Set by playwright.config.ts (E2E_PORT + 20 unless given).
const origin = `http://127.0.0.1:${process.env.E2E_INTEGRATIONS_PORT}`

/** What every page's tags load through the stubs: the site's GA4 tag and its Tag Manager container, which runs a Google tag of its own. */
const analyticsRequests = [
  'www.googletagmanager.com/gtm.js',
  'www.googletagmanager.com/gtag/js',
  'www.googletagmanager.com/gtag/destination',
  'region1.google-analytics.com/g/collect',
  'region1.analytics.google.com/g/collect',
  'www.googletagmanager.com/a',
  'www.googletagmanager.com/static/service_worker/5a40/sw_iframe.html',
  'www.google.com/ccm/collect',
]
const analyticsRuns = ['gtm GTM-TEST123 started', 'gtag G-TEST1234 configured', 'gtag G-CONTAINER1', 'gtag destination G-TEST1234', 'gtag destination G-CONTAINER1']
const mapRequests = [
  'dapi.kakao.com/v2/maps/sdk.js',
  't1.daumcdn.net/mapjsapi/js/main/4.4.19/kakao.js',
  'map.daumcdn.net/map_k3f_prod/bakery/image_map_png/PNGSD01/v21_cclzf/3/1349/1413.png',
  'mts.daumcdn.net/tile/3/1349/1414.png',
  't1.daumcdn.net/mapjsapi/images/2x/marker.png',
  't1.daumcdn.net/mapjsapi/images/2x/bg_tile.png',
]
const mapRuns = ['kakao sdk', 'kakao map', 'kakao marker']

test.describe.configure({ mode: 'serial' })
test.use({ baseURL: origin })

let server: ChildProcess | undefined

test.beforeAll(async () => {
  const run = promisify(execFile)
  const env = { ...process.env, ...settings }
  const bin = (name: string) => path.join(root, 'node_modules/.bin', name)
  const started = performance.now()
  await run(bin('vite'), ['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, env })
  await run(bin('vite'), ['build', '--ssr', 'src/app/entry-server.tsx', '--outDir', `${dist}-ssr`, '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, env })
  const { stdout } = await run(bin('tsx'), ['scripts/prerender/main.ts', '--dist', dist, '--pages-only'], { cwd: root, env })
  console.log(`integrations build: ${Math.round(performance.now() - started)} ms; ${stdout.trim()}`)
  // A server left over from an earlier run would answer with the policies it read at its start.
  if (await fetch(origin).then(() => true, () => false)) throw new Error(`${origin} is already taken: stop what listens there, or set E2E_INTEGRATIONS_PORT`)
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: new URL(origin).port, HOST: '127.0.0.1', DIST_DIR: dist, DATABASE_FILE: ':memory:', LOG: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  // Until it answers or exits, however long a loaded machine takes (the suite's limit catches a hang).
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the integrations server exited with ${server.exitCode}`)
    const up = await fetch(`${origin}/kor`).then((r) => r.ok, () => false)
    if (up) break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
})

test.afterAll(async () => {
  if (!server || server.exitCode !== null) return
  server.kill('SIGTERM')
  await once(server, 'exit')
})

/** Records every CSP refusal the page reports, as an event and as Chromium's console message. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  const logged: string[] = []
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) logged.push(`${page.url()}: ${msg.text()}`)
  })
  return async () => [...logged, ...(await page.evaluate(() => window.__cspViolations ?? []))]
}

async function expectMapDrawn(page: Page, name: string) {
  const map = page.getByRole('region', { name })
  await expect(map).toBeVisible()
  await expect(map).toHaveAttribute('tabindex', '0')
  await expect(page.getByRole('img', { name: /^(Drawing of central Seoul|.*서울 도심 약도)/ })).toBeHidden()
  const tiles = map.locator('img[data-stub-tile]')
  await expect(tiles).toHaveCount(2)
  for (const tile of await tiles.all()) await expect.poll(() => tile.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1)
  await expect(map.locator('img[data-stub-marker]')).toHaveCount(1)
  const [lat, lng, level] = (await page.evaluate(() => window.__stubs?.kakaoCenter)) ?? []
  expect([lat! > 37.4 && lat! < 37.7, lng! > 126.7 && lng! < 127.2, level]).toEqual([true, true, 3])
}

test('every page names the integrations\' hosts in its policy, with nothing inline allowed', async ({ request }) => {
  for (const { url } of everyPage) {
    const csp = (await request.get(url)).headers()['content-security-policy'] ?? ''
    expect(csp, url).toContain("script-src 'self' https://*.googletagmanager.com https://dapi.kakao.com/v2/maps/ ")
    expect(csp, url).toContain("frame-src 'self' https://www.googletagmanager.com;")
    expect(csp, url).toMatch(/img-src [^;]*https:\/\/\*\.google-analytics\.com[^;]*https:\/\/\*\.daumcdn\.net/)
    expect(csp, url).toMatch(/connect-src [^;]*https:\/\/\*\.analytics\.google\.com/)
    expect(csp, url).not.toMatch(/'unsafe-inline'|'unsafe-eval'|[\s:]\*[\s;]/)
  }
})

test("every page carries the search portals' ownership tags in its <head>", async ({ request }) => {
  for (const { url } of everyPage) {
    const html = await (await request.get(url)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head, url).toContain(`<meta name="naver-site-verification" content="${verification.naver}"/>`)
    expect(head, url).toContain(`<meta name="google-site-verification" content="${verification.google}"/>`)
  }
})

for (const segment of ['kor', 'eng'] as const) {
  test(`/${segment}: GA4, Tag Manager and the Kakao map run under each page's policy`, async ({ page }) => {
    const record = await stubThirdParties(page, origin)
    const violations = await watchPolicy(page)
    const pages = ['', '/company/about', '/contact', '/openbadge/badge-list', '/aeskr', '/404'].map((p) => `/${segment}${p}`)
    for (const url of pages) {
      record.served.length = 0
      await page.goto(url)
      await expectHydrated(page)
      const isAbout = url.endsWith('/company/about')
      const runs = [...analyticsRuns, ...(isAbout ? mapRuns : [])]
      await expect.poll(() => page.evaluate(() => window.__stubs?.ran ?? []), { message: url }).toEqual(expect.arrayContaining(runs))
      const requests = [...analyticsRequests, ...(isAbout ? mapRequests : [])]
      await expect.poll(() => record.served, { message: url }).toEqual(expect.arrayContaining(requests))
      if (isAbout) await expectMapDrawn(page, mapName(segment))
      expect(await violations(), url).toEqual([])
    }
    expect(record.unexpected).toEqual([])
  })
}

test('the map draws after an in-app navigation to the about page, under the first page\'s policy', async ({ page }) => {
  const record = await stubThirdParties(page, origin)
  const violations = await watchPolicy(page)
  await page.goto('/kor')
  await expectHydrated(page)
  await page.evaluate(() => (window.__sameDocument = true))
  const nav = page.getByRole('navigation', { name: '주 메뉴' })
  await nav.getByRole('button', { name: '회사' }).click()
  await nav.getByRole('link', { name: '회사 소개' }).click()
  await expect(page).toHaveURL(/\/kor\/company\/about$/)
  expect(await page.evaluate(() => window.__sameDocument)).toBe(true)
  await expectMapDrawn(page, mapName('kor'))
  expect(record.served).toEqual(expect.arrayContaining(mapRequests))
  expect(await violations()).toEqual([])
  expect(record.unexpected).toEqual([])
})

test('without JavaScript, Tag Manager\'s noscript frame loads under the policy', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: origin })
  const record = await stubThirdParties(context, origin)
  const page = await context.newPage()
  const logged: string[] = []
  page.on('console', (msg) => logged.push(msg.text()))
  await page.goto('/eng/company/about')
  await expect.poll(() => page.frames().map((frame) => frame.url())).toContainEqual('https://www.googletagmanager.com/ns.html?id=GTM-TEST123')
  expect(record.served).toEqual(['www.googletagmanager.com/ns.html'])
  expect(logged.filter((text) => /Content Security Policy|Refused to/i.test(text))).toEqual([])
  await context.close()
})
