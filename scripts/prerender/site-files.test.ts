import { describe, expect, it } from 'vitest'
import { termsOfService } from '../../manifest/legal/terms-of-service'
import { notices } from '../../manifest/notices/index'
import { site } from '../../src/generated/site.gen'
import { nginxConfig } from './nginx'
import { prerenderPages, robotsTxt, sitemapXml } from './site-files'

const noticeDay = (id: number) => notices.find((n) => n.id === id)!.date

describe('prerender outputs', () => {
  // Invariants rather than counts: adding a page must not break these tests.
  it('prerenders every route in both languages, each path once', () => {
    const pages = prerenderPages()
    const paths = pages.map((page) => page.url)
    for (const route of site.routes) {
      for (const segment of ['kor', 'eng']) expect(paths).toContain(route.path === '' ? `/${segment}` : `/${segment}/${route.path}`)
    }
    expect(pages).toContainEqual({ url: '/eng/404', file: '/eng/404/index.html' })
    expect(new Set(paths).size).toBe(paths.length)
    expect(new Set(pages.map((page) => page.file)).size).toBe(pages.length)
  })

  it('prerenders each of the fourteen notices in both languages, each to a file of its own', () => {
    const notices = prerenderPages().filter((page) => page.url.includes('?id='))
    expect(notices).toHaveLength(28)
    expect(notices).toContainEqual({ url: '/kor/company/event-detail?id=1', file: '/kor/company/event-detail/notice-1.html' })
    expect(notices).toContainEqual({ url: '/eng/company/event-detail?id=14', file: '/eng/company/event-detail/notice-14.html' })
    // The detail page without an id stays: the empty board the servers answer a 404 with.
    expect(prerenderPages()).toContainEqual({ url: '/kor/company/event-detail', file: '/kor/company/event-detail/index.html' })
  })

  it('lists each notice in both languages with its alternates, and not the detail page without an id', () => {
    const xml = sitemapXml('https://site.test')
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
    const notices = locs.filter((loc) => loc.includes('/company/event-detail'))
    expect(notices).toHaveLength(28)
    for (const id of Array.from({ length: 14 }, (_, i) => i + 1)) {
      for (const segment of ['kor', 'eng']) expect(notices).toContain(`https://site.test/${segment}/company/event-detail?id=${id}`)
    }
    const entry = xml.split('<url>').find((u) => u.includes('<loc>https://site.test/eng/company/event-detail?id=3</loc>'))!
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="ko" href="https://site.test/kor/company/event-detail?id=3"/>')
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://site.test/eng/company/event-detail?id=3"/>')
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://site.test/kor/company/event-detail?id=3"/>')
    expect(locs).not.toContain('https://site.test/kor/company/event-detail')
  })

  it('lists indexable pages with language alternates, events once, and not the not-found page', () => {
    const xml = sitemapXml('https://site.test')
    expect(xml).toContain('<loc>https://site.test/eng/company/press</loc>')
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="ko" href="https://site.test/kor/company/press"/>')
    expect(xml).toContain('<loc>https://site.test/eng/lecoslte2025</loc>')
    expect(xml).not.toContain('<loc>https://site.test/kor/lecoslte2025</loc>')
    expect(xml).not.toContain('/404')
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(new Set(locs).size).toBe(locs.length)
    // Event pages are written in one language (docs/rules/issuance.md §2.13): one URL each, in that language.
    expect(locs.filter((l) => /\/(aeskr|lecoslte2025)$/.test(l ?? ''))).toEqual(['https://site.test/kor/aeskr', 'https://site.test/eng/lecoslte2025'])
  })

  it('dates a page by what the manifest knows: a notice its day, the terms their latest change, the board its newest notice; a page without a known date, not at all', () => {
    const xml = sitemapXml('https://site.test')
    const lastmod = (loc: string) => {
      const entry = xml.split('<url>').find((u) => u.includes(`<loc>https://site.test${loc}</loc>`))
      expect(entry, loc).toBeDefined()
      return /<lastmod>([^<]+)<\/lastmod>/.exec(entry!)?.[1]
    }
    // The start of the day in Seoul: the instant the notice's JSON-LD and its feed name.
    expect(lastmod('/kor/company/event-detail?id=1')).toBe(`${noticeDay(1)}T00:00:00+09:00`)
    expect(lastmod('/eng/company/event-detail?id=14')).toBe(`${noticeDay(14)}T00:00:00+09:00`)
    // The terms' last amendment; the privacy policies, never amended, the day they took effect (docs/rules/legal.md §2.12: 31 October 2023).
    expect(lastmod('/eng/terms_of_service')).toBe(`${termsOfService.amended.at(-1)}T00:00:00+09:00`)
    expect(lastmod('/kor/privacy')).toBe('2023-10-31T00:00:00+09:00')
    const newest = [...notices.map((n) => n.date)].sort().at(-1)
    expect(lastmod('/kor/company/event-list')).toBe(`${newest}T00:00:00+09:00`)
    for (const loc of ['/kor', '/eng/company/about', '/kor/service/issuance']) expect(lastmod(loc), loc).toBeUndefined()
    // W3C Datetime, as the sitemap protocol asks.
    for (const [, value] of xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)) expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\+09:00$/)
  })

  it('points robots at the sitemap, lets them read the lists and images, and keeps them out of the writes and the hall posters', () => {
    const robots = robotsTxt('https://site.test')
    expect(robots).toContain('Sitemap: https://site.test/sitemap.xml')
    // The two reads a page makes (docs/search-portals.md, what crawlers may fetch), longer than (so
    // winning over) the API's closed base path.
    expect(robots).toContain('Allow: /api/v1/BadgeGallery\nAllow: /api/v1/MediaNews\n')
    for (const write of ['/api/v1/OpenBadges', '/api/v1/OpenBadgesV3', '/api/v1/ContactUsByEmail']) expect(robots).toContain(`Disallow: ${write}\n`)
    expect(robots).toContain('Disallow: /api/v1/\nDisallow: /posters/\n')
    // The badge images (`/api` + badgeImagePath) are under no disallowed prefix.
    expect(robots).not.toMatch(/^Disallow: \/api\/$/m)
    expect(robots).not.toMatch(/^Disallow: \/api\/badges/m)
  })

  it('writes the same rules for nginx', async () => {
    // Two pages' policies stand for the build's (a map entry by file and by path each).
    // A press list of three pages stands for the build's (the list documents' maps and locations).
    // One style sheet stands for the build's (the pages' Link map).
    const policies = { '/404.html': "default-src 'self'; script-src 'self' 'sha256-x'", '/kor/index.html': "default-src 'self'; script-src 'self' 'sha256-y'" }
    const { http, brotli, server } = nginxConfig(policies, 3, '</assets/style-x.css>; rel=preload; as=style')
    await expect(`${http}\n${brotli}\n${server}`).toMatchFileSnapshot('__fixtures__/nginx.want.conf')
  })

  it("gives nginx each notice's address and file, and the detail page's 404 for any other id", () => {
    const { http, server } = nginxConfig()
    const map = http.slice(http.indexOf('map $uri:$arg_id $obadge_notice {'), http.indexOf('}', http.indexOf('$obadge_notice {')))
    // Only the fourteen ids as written: `999`, `abc`, `01` or no id fall to the default.
    expect(map.match(/^ {2}"/gm)).toHaveLength(28)
    expect(map).toContain('  "/kor/company/event-detail:1" "/kor/company/event-detail/notice-1.html";')
    expect(map).toContain('  "/eng/company/event-detail:14" "/eng/company/event-detail/notice-14.html";')
    expect(map).not.toMatch(/:999"|:abc"|:01"|:"/)
    expect(map).toContain('  default "";')
    for (const segment of ['kor', 'eng']) {
      const page = `/${segment}/company/event-detail`
      expect(server).toMatch(new RegExp(`location = ${page} \\{ [^\\n]*error_page 404 ${page}/index\\.html; try_files \\$obadge_notice =404; \\}`))
    }
  })
})
