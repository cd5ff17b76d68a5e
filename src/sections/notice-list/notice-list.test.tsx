import { describe, expect, it } from 'vitest'
import { renderInPage } from '../../app/test-support/render-in-page'
import en from '../../i18n/en/index'
import NoticeListSection from './notice-list'

type Section = Parameters<typeof NoticeListSection>[0]['section']
const notice = (id: number, type: '1' | '2', date: string) => ({ id, type, date, title: `Title ${id}`, paragraphs: ['Text'] })
const render = (notices: Section['notices'], segment: 'kor' | 'eng' = 'kor') =>
  renderInPage(<NoticeListSection section={{ type: 'notice-list', notices }} />, segment)

describe('notice list section', () => {
  it('lists the notices newest first, each with its type chip and date, linking to its page', async () => {
    const html = await render([notice(1, '1', '2022-06-30'), notice(3, '2', '2024-09-10'), notice(2, '1', '2023-01-16')])
    expect([...html.matchAll(/Title (\d)/g)].map((m) => m[1])).toEqual(['3', '2', '1'])
    expect(html).toMatch(/href="\/kor\/company\/event-detail\?id=3"/)
    expect(html).toMatch(/>세미나<\/span>.*Title 3.*>2024-09-10<\/time>/)
    expect(html).toMatch(/>공지<\/span>.*Title 2/)
  })

  it('names the types in English, and says "no posts" when there are none', async () => {
    const html = await render([notice(1, '1', '2022-06-30'), notice(2, '2', '2023-01-16')], 'eng')
    expect(html).toContain('>Notice</span>')
    expect(html).toContain('>Event</span>')
    expect(await render([], 'eng')).toContain(en.lists.empty)
  })
})
