import { describe, expect, it } from 'vitest'
import { nginxConfig } from './nginx'
import { prerenderPaths, robotsTxt, sitemapXml } from './site-files'

describe('prerender outputs', () => {
  it('prerenders 30 routes in 2 languages', () => {
    const paths = prerenderPaths()
    expect(paths).toHaveLength(60)
    expect(paths).toContain('/eng/404')
    expect(new Set(paths).size).toBe(60)
  })

  it('lists indexable pages with language alternates, events once, and not the not-found page', () => {
    const xml = sitemapXml('https://site.test')
    expect(xml).toContain('<loc>https://site.test/eng/company/press</loc>')
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="ko" href="https://site.test/kor/company/press"/>')
    expect(xml).toContain('<loc>https://site.test/eng/lecoslte2025</loc>')
    expect(xml).not.toContain('<loc>https://site.test/kor/lecoslte2025</loc>')
    expect(xml).not.toContain('/404')
    expect(xml.match(/<url>/g)).toHaveLength(2 * 21 + 8)
  })

  it('points robots at the sitemap', () => {
    expect(robotsTxt('https://site.test')).toContain('Sitemap: https://site.test/sitemap.xml')
  })

  it('writes the same rules for nginx', async () => {
    const { http, server } = nginxConfig()
    await expect(`${http}\n${server}`).toMatchFileSnapshot('__fixtures__/nginx.want.conf')
  })
})
