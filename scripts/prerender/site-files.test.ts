import { describe, expect, it } from 'vitest'
import { site } from '../../src/generated/site.gen'
import { nginxConfig } from './nginx'
import { prerenderPaths, robotsTxt, sitemapXml } from './site-files'

describe('prerender outputs', () => {
  // Invariants rather than counts: adding a page must not break these tests.
  it('prerenders every route in both languages, each path once', () => {
    const paths = prerenderPaths()
    for (const route of site.routes) {
      for (const segment of ['kor', 'eng']) expect(paths).toContain(route.path === '' ? `/${segment}` : `/${segment}/${route.path}`)
    }
    expect(paths).toContain('/eng/404')
    expect(new Set(paths).size).toBe(paths.length)
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
    // Event pages are written in one language (DECISIONS.md): one URL each, in that language.
    expect(locs.filter((l) => /\/(aeskr|lecoslte2025)$/.test(l ?? ''))).toEqual(['https://site.test/kor/aeskr', 'https://site.test/eng/lecoslte2025'])
  })

  it('points robots at the sitemap, and keeps them out of the API and the hall posters', () => {
    const robots = robotsTxt('https://site.test')
    expect(robots).toContain('Sitemap: https://site.test/sitemap.xml')
    expect(robots).toContain('Disallow: /api/\nDisallow: /posters/\n')
  })

  it('writes the same rules for nginx', async () => {
    // Two pages' policies stand for the build's (a map entry by file and by path each).
    const { http, brotli, server } = nginxConfig({ '/404.html': "default-src 'self'; script-src 'self' 'sha256-x'", '/kor/index.html': "default-src 'self'; script-src 'self' 'sha256-y'" })
    await expect(`${http}\n${brotli}\n${server}`).toMatchFileSnapshot('__fixtures__/nginx.want.conf')
  })
})
