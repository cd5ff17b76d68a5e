import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api'
import { loadAllDictionaries, renderInPage } from '../../app/test-support/render-in-page'
import PressListSection from './press-list'
import { pageSize } from './shown-press'

const { en } = await loadAllDictionaries()

const item = (id: number, publishedDate: string, extra: object = {}) => ({
  id,
  publisher: `Publisher ${id}`,
  title: `Title ${id}`,
  linkUrl: `https://news.example/${id}`,
  publishedDate,
  display: true,
  ...extra,
})

const render = (data: Parameters<typeof PressListSection>[0]['data'], segment: 'kor' | 'eng' = 'kor') =>
  renderInPage(<PressListSection section={{ type: 'press-list' }} data={data} />, segment)

/** When the list was read: 10:40 in Seoul. */
const readAt = '2026-11-26T01:40:00.000Z'

describe('press list section', () => {
  it('announces loading, then shows rows newest first with the date part only', async () => {
    const loading = await render({ status: 'loading' })
    expect(loading).toMatch(/role="status"[^>]*>(<span[^>]*><\/span>)?불러오는 중입니다</)
    // A page of placeholder rows holds the list's height, so nothing below moves when it arrives.
    expect(loading.match(/<li /g)).toHaveLength(pageSize)
    const html = await render({
      status: 'ready',
      readAt,
      answer: { data: [item(1, '2022-04-11T09:00:00.000Z'), item(3, '2025-10-02T09:00:00.000Z'), item(2, '2023-01-05T00:00:00.000Z')] },
    })
    expect([...html.matchAll(/Title (\d)/g)].map((m) => m[1])).toEqual(['3', '2', '1'])
    expect(html).toContain('>2025-10-02</time>')
    expect(html).not.toMatch(/>[^<]*T09:00/)
    expect(html).toMatch(/<a href="https:\/\/news\.example\/3" target="_blank" rel="noopener noreferrer"/)
  })

  it('leaves out hidden items and never links a non-web address (the row stays, as text)', async () => {
    const html = await render({
      status: 'ready',
      readAt,
      answer: { data: [item(1, '2024-01-01T00:00:00Z', { display: false }), item(2, '2024-01-02T00:00:00Z', { linkUrl: 'javascript:alert(1)' }), item(3, '2024-01-03T00:00:00Z')] },
    })
    expect(html).not.toContain('Title 1')
    expect(html).not.toContain('javascript:')
    expect(html).toContain('Title 2')
    expect(html.match(/<a /g)).toHaveLength(1)
    expect(html).toContain('Title 3')
  })

  it('shows markup from the API as text', async () => {
    const html = await render({ status: 'ready', readAt, answer: { data: [item(1, '2024-01-01T00:00:00Z', { title: '<script>alert(1)</script><img src=x onerror=alert(1)>' })] } })
    expect(html).not.toContain('<script>alert')
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  it('says so when there is nothing to show, or the list failed to load', async () => {
    expect(await render({ status: 'ready', readAt, answer: { data: [] } }, 'eng')).toContain(en.lists.empty())
    const failed = await render({ status: 'failed', error: new ApiError('server'), retry: () => undefined }, 'eng')
    expect(failed).toMatch(/role="alert"[^>]*>The list could not be loaded/)
    expect(failed).toMatch(/<button type="button"[^>]*>Try again<\/button>/)
  })

  it('shows twenty rows a page, with links to the other pages', async () => {
    const data = Array.from({ length: 45 }, (_, i) => item(i + 1, `2024-01-${String((i % 28) + 1).padStart(2, '0')}T00:00:00Z`))
    const html = await render({ status: 'ready', readAt, answer: { data } }, 'eng')
    expect(html.match(/target="_blank"/g)).toHaveLength(pageSize)
    expect(html).toMatch(/<nav[^>]*aria-label="Pages"/)
    expect(html).toMatch(/aria-current="page" aria-label="Page 1"/)
    expect(html).toMatch(/<a href="\?page=3"[^>]*aria-label="Page 3"/)
    expect(html).toContain('>Next<')
    expect(html).not.toContain('>Previous<')
  })

  it('renders the page its address names, as the servers serve its own document, and none past the last', async () => {
    const data = Array.from({ length: 45 }, (_, i) => item(i + 1, `2024-01-${String((i % 28) + 1).padStart(2, '0')}T00:00:00Z`))
    const newest = [...data].sort((a, b) => b.publishedDate.localeCompare(a.publishedDate))
    const page3 = await renderInPage(<PressListSection section={{ type: 'press-list' }} data={{ status: 'ready', readAt, answer: { data } }} />, 'eng', '?page=3')
    expect(page3.match(/target="_blank"/g)).toHaveLength(5)
    expect(page3).toContain(`>${newest[40]!.title}<`)
    expect(page3).toMatch(/aria-current="page" aria-label="Page 3"/)
    expect(page3).toMatch(/<a href="\?page=2" rel="prev"[^>]*>Previous</)
    expect(page3).not.toContain('>Next<')
    for (const query of ['?page=4', '?page=0', '?page=abc', '?page=02']) {
      const none = await renderInPage(<PressListSection section={{ type: 'press-list' }} data={{ status: 'ready', readAt, answer: { data } }} />, 'eng', query)
      expect(none, query).toContain(en.lists.empty())
      expect(none, query).not.toContain('target="_blank"')
    }
  })

  it('says when its list was read, on the Seoul clock, in the page\'s language', async () => {
    const data = [item(1, '2024-01-01T00:00:00Z')]
    expect(await render({ status: 'ready', readAt, answer: { data } })).toContain(`<time dateTime="${readAt}">목록 기준 시각: 2026-11-26 10:40</time>`)
    expect(await render({ status: 'ready', readAt, answer: { data } }, 'eng')).toContain(`<time dateTime="${readAt}">List as of 2026-11-26, 10:40 Korea time</time>`)
    expect(await render({ status: 'loading' })).not.toContain('<time dateTime="2026')
  })
})
