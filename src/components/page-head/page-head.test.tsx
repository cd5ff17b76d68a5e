import { describe, expect, it } from 'vitest'
import { renderInPage } from '../../app/test-support/render-in-page'
import { PageHead } from './page-head'

const meta = { title: { ko: '배지 발급', en: 'Issuing badges' }, description: { ko: '발급 안내', en: 'How issuing works' } }
const trail = [
  { label: { ko: '오픈배지', en: 'Open Badge' } },
  { label: { ko: '서비스', en: 'Service' }, page: 'ServicePage' },
]

describe('page head', () => {
  it('opens with a breadcrumb: home, the trail (linked where it has a page), the page itself as current', async () => {
    const html = await renderInPage(<PageHead meta={meta} head={{ trail, here: { ko: '배지 발급', en: 'Issuance' } }} />, 'eng')
    expect(html).toMatch(/<nav class="[^"]+" aria-label="Breadcrumb"><ol>/)
    const items = [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((m) => m[1])
    expect(items).toHaveLength(4)
    expect(items[0]).toMatch(/^<a[^>]*href="\/eng"[^>]*>Home<\/a>$/)
    expect(items[1]).toBe('Open Badge')
    expect(items[2]).toMatch(/^<a[^>]*href="\/eng\/service"[^>]*>Service<\/a>$/)
    expect(items[3]).toBe(`<span aria-current="page">Issuance</span>`)
    expect(html).toMatch(/<h1[^>]*>Issuing badges<\/h1><p[^>]*>How issuing works<\/p>/)
    expect(html).not.toContain('<img')
  })

  it("names the page by its title when the navigation does not name it otherwise", async () => {
    const html = await renderInPage(<PageHead meta={meta} head={{ trail: [] }} />, 'eng')
    expect([...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((m) => m[1])).toEqual([expect.stringMatching(/>Home<\/a>$/), '<span aria-current="page">Issuing badges</span>'])
  })

  it('shows the page illustration as decoration, in Korean too', async () => {
    const html = await renderInPage(<PageHead meta={meta} head={{ trail, image: { src: '/illustrations/service-issuance.svg', width: 320, height: 200 } }} />, 'kor')
    expect(html).toMatch(/<nav class="[^"]+" aria-label="이동 경로">/)
    expect(html).toMatch(/<a[^>]*href="\/kor"[^>]*>홈<\/a>/)
    expect(html).toMatch(/<img[^>]*src="\/illustrations\/service-issuance.svg" width="320" height="200" alt=""/)
  })
})
