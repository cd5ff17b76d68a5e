import { describe, expect, it } from 'vitest'
import en from '../../i18n/en/index'
import { renderInPage } from '../../app/test-support/render-in-page'
import NoticeDetailSection from './notice-detail'

type Section = Parameters<typeof NoticeDetailSection>[0]['section']
const notices: Section['notices'] = [
  { id: 1, type: '1', date: '2022-06-30', title: 'Login address changed', paragraphs: ['Please re-bookmark.'] },
  { id: 2, type: '2', date: '2022-08-10', title: 'Receive your badge', banner: { headline: 'Getting a test badge', lines: ['Step by step'], links: [] } },
]
const render = (segment: 'kor' | 'eng', query: string) => renderInPage(<NoticeDetailSection section={{ type: 'notice-detail', notices }} />, segment, query)

describe('notice detail section', () => {
  it('prerenders the notice its id names: type, date and text, with the way to its neighbours and back', async () => {
    const html = await render('eng', '?id=1')
    // The day it was posted in Seoul, as the instant the feeds and the JSON-LD name.
    expect(html).toMatch(/<time dateTime="2022-06-30T00:00:00\+09:00"[^>]*>2022-06-30<\/time>/)
    expect(html).toContain('<p>Please re-bookmark.</p>')
    // The title is the page head's h1 (notice-detail-item.ts), not a heading of the section's own.
    expect(html).not.toMatch(/<h[1-6]/)
    expect(html).toMatch(/<a[^>]*href="\/eng\/company\/event-detail\?id=2"[^>]*>.*Receive your badge/)
    expect(html).toContain(`>${en.lists.backToList}</a>`)
  })

  it("prerenders a banner notice's art and its text for screen readers", async () => {
    const html = await render('kor', '?id=2')
    expect(html).toContain('src="/notices/notice-2.ko.svg"')
    expect(html).toMatch(/<figcaption[^>]*><p>Getting a test badge<\/p><p>Step by step<\/p><\/figcaption>/)
  })

  it('says "no posts" for no id or one that names no notice, with the way back to the list', async () => {
    for (const query of ['', '?id=999', '?id=abc']) {
      const html = await render('kor', query)
      expect(html, query).toContain('게시물이 없습니다')
      expect(html, query).toMatch(/<a[^>]*href="\/kor\/company\/event-list"[^>]*>목록으로<\/a>/)
      expect(html, query).not.toContain('<article')
    }
  })
})
