import { describe, expect, it } from 'vitest'
import en from '../../i18n/en/index'
import { renderInPage } from '../../app/test-support/render-in-page'
import { PageHead } from './page-head'

// What the page's loader hands the head, in the page's language: its title and description, and the trail.
const meta = { title: 'Badges for the test', description: 'What the test page says' }
const trail = [{ label: 'Open Badge' }, { label: 'Service', page: 'ServicePage' }]

describe('page head', () => {
  it('opens with a breadcrumb: home, the trail (linked where it has a page), the page itself as current', async () => {
    const html = await renderInPage(<PageHead head={{ trail, here: 'Issuance' }} />, 'eng', '', meta)
    expect(html).toMatch(new RegExp(`<nav class="[^"]+" aria-label="${en.shell.breadcrumb}"><ol>`))
    const items = [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((m) => m[1])
    expect(items).toHaveLength(4)
    expect(items[0]).toMatch(/^<a[^>]*href="\/eng"[^>]*>Home<\/a>$/)
    expect(items[1]).toBe('Open Badge')
    expect(items[2]).toMatch(/^<a[^>]*href="\/eng\/service"[^>]*>Service<\/a>$/)
    expect(items[3]).toBe(`<span aria-current="page">Issuance</span>`)
    expect(html).toMatch(/<h1[^>]*>Badges for the test<\/h1><p[^>]*>What the test page says<\/p>/)
    expect(html).not.toContain('<img')
  })

  it("names the page by its title when the navigation does not name it otherwise", async () => {
    const html = await renderInPage(<PageHead head={{ trail: [] }} />, 'eng', '', meta)
    expect([...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((m) => m[1])).toEqual([expect.stringMatching(/>Home<\/a>$/), '<span aria-current="page">Badges for the test</span>'])
  })

  it('shows the page illustration as decoration, in Korean too', async () => {
    const html = await renderInPage(<PageHead head={{ trail: [{ label: '서비스', page: 'ServicePage' }], image: { src: '/illustrations/service-issuance.svg', width: 320, height: 200 } }} />, 'kor', '', { title: '배지 발급', description: '발급 안내' })
    expect(html).toMatch(/<nav class="[^"]+" aria-label="이동 경로">/)
    expect(html).toMatch(/<a[^>]*href="\/kor"[^>]*>홈<\/a>/)
    expect(html).toMatch(/<img[^>]*src="\/illustrations\/service-issuance.svg" width="320" height="200" alt=""/)
  })
})
