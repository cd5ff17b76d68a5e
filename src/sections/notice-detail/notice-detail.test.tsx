import { describe, expect, it } from 'vitest'
import { renderInPage } from '../../app/test-support/render-in-page'
import NoticeDetailSection from './notice-detail'

type Section = Parameters<typeof NoticeDetailSection>[0]['section']
const notices: Section['notices'] = [{ id: 1, type: '1', date: '2022-06-30', title: 'Login address changed', paragraphs: ['Please re-bookmark.'] }]

describe('notice detail section', () => {
  it('prerenders only the way back to the list: the page cannot know its id before it runs', async () => {
    const html = await renderInPage(<NoticeDetailSection section={{ type: 'notice-detail', notices }} />, 'kor')
    expect(html).toMatch(/<a[^>]*href="\/kor\/company\/event-list"[^>]*>목록으로<\/a>/)
    expect(html).not.toContain('Login address changed')
    expect(html).not.toContain('게시물이 없습니다')
    const english = await renderInPage(<NoticeDetailSection section={{ type: 'notice-detail', notices }} />, 'eng')
    expect(english).toContain('>Back to list</a>')
  })
})
