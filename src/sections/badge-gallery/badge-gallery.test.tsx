import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api'
import { renderInPage } from '../../app/test-support/render-in-page'
import BadgeGallerySection from './badge-gallery'

type Section = Parameters<typeof BadgeGallerySection>[0]['section']
/** The section as codegen hands it to the page in each language (`byLanguage`), in this test's own words. */
const sections: Record<'kor' | 'eng', Section> = {
  kor: {
    type: 'badge-gallery',
    categories: { all: '전체', edu: '교육', corp: '기업', group: '협회', etc: '기타' },
    tabsLabel: '배지 분야',
    searchLabel: '배지 검색',
    searchPlaceholder: '시험용 배지 이름 또는 기관',
    searchButton: '검색',
    searchWithoutScripts: '검색은 자바스크립트를 켜야 동작합니다.',
    clearLabel: '검색어 지우기',
    noResults: '‘{search}’ 시험용 배지가 없습니다.',
    searchAll: '시험용 분야 전체에서 ‘{search}’ 찾기',
    resultCount: '시험용 배지 {count}종',
  },
  eng: {
    type: 'badge-gallery',
    categories: { all: 'All', edu: 'Education', corp: 'Enterprise', group: 'Association', etc: 'Others' },
    tabsLabel: 'Test badge kinds',
    searchLabel: 'Search test badges',
    searchPlaceholder: 'Badge name or issuer',
    searchButton: 'Search',
    searchWithoutScripts: 'Searching needs JavaScript.',
    clearLabel: 'Clear the test search',
    noResults: 'No test badges match “{search}”.',
    searchAll: 'Search every test kind for “{search}”',
    resultCount: '{count} test badges',
  },
}
const badge = (id: number, category: 'edu' | 'corp' | 'group' | 'other', extra: object = {}) => ({
  id,
  category,
  badgeTitle: `Badge ${id}`,
  issuerName: `Issuer ${id}`,
  badgeLinkUrl: `https://badges.example/${id}`,
  issuerLinkUrl: `https://issuers.example/${id}`,
  badgeImagePath: `/badges/edu-0${id}.svg`,
  ...extra,
})
const render = (data: Parameters<typeof BadgeGallerySection>[0]['data'], segment: 'kor' | 'eng' = 'kor') =>
  renderInPage(<BadgeGallerySection section={sections[segment]} data={data} />, segment)

/** When the list was read: 10:40 in Seoul. */
const readAt = '2026-11-26T01:40:00.000Z'

describe('badge gallery section', () => {
  it('prerenders the tabs, the search box and an announced loading state, with "all" selected', async () => {
    const html = await render({ status: 'loading' })
    expect(html).toMatch(/role="tablist" aria-label="배지 분야"/)
    expect([...html.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual(['전체', '교육', '기업', '협회', '기타'])
    expect(html).toMatch(/id="gallery-tab-all" data-category="all" aria-selected="true"/)
    expect(html).toMatch(/role="status"[^>]*>.*불러오는 중입니다/)
    expect(html).not.toContain('Badge 1')
  })

  it('has a search form a browser can send without scripts: a named query, the category, a labelled submit button, and a line for a visitor without scripts', async () => {
    const html = await renderInPage(<BadgeGallerySection section={sections.eng} data={{ status: 'ready', readAt, answer: { data: [badge(1, 'corp')] } }} />, 'eng', '?category=corp')
    expect(html).toMatch(/<input type="hidden" name="category" value="corp"\/>/)
    expect(html).toMatch(/<input id="gallery-search" type="search"[^>]* name="search"/)
    expect(html).toMatch(/<button type="submit"[^>]*>Search<\/button>/)
    expect(html).toMatch(/<p[^>]*>Searching needs JavaScript.<\/p>/)
    // Each tab a real link to its category's document; the address's category selected in the HTML.
    expect([...html.matchAll(/<a href="([^"]+)" role="tab"/g)].map((m) => m[1])).toEqual(['?category=all', '?category=edu', '?category=corp', '?category=group', '?category=etc'])
    expect(html).toMatch(/id="gallery-tab-corp" data-category="corp" aria-selected="true"/)
  })

  it('shows cards with category label, image from /api, and new-tab links', async () => {
    const html = await render({ status: 'ready', readAt, answer: { data: [badge(1, 'edu'), badge(2, 'other')] } }, 'eng')
    expect(html).toContain('src="/api/badges/edu-01.svg"')
    expect(html).toMatch(/<a href="https:\/\/badges\.example\/1" target="_blank" rel="noopener noreferrer"/)
    expect(html).toMatch(/<a href="https:\/\/issuers\.example\/2" target="_blank" rel="noopener noreferrer"[^>]*>Issuer 2/)
    expect(html).toMatch(/>Education<\/span><h2[^>]*>Badge 1</)
    expect(html).toMatch(/>Others<\/span><h2[^>]*>Badge 2</)
    expect(html).toContain('2 test badges')
  })

  it('never links a non-web address, and says when the list failed', async () => {
    const html = await render({ status: 'ready', readAt, answer: { data: [badge(1, 'edu', { issuerLinkUrl: 'javascript:alert(1)' })] } })
    expect(html).not.toContain('javascript:')
    const failed = await render({ status: 'failed', error: new ApiError('server'), retry: () => undefined }, 'eng')
    expect(failed).toMatch(/role="alert"[^>]*>The list could not be loaded/)
    expect(failed).toMatch(/<button type="button"[^>]*>Try again<\/button>/)
  })

  it('says when its list was read, on the Seoul clock, in the page\'s language', async () => {
    const answer = { data: [badge(1, 'edu')] }
    expect(await render({ status: 'ready', readAt, answer })).toContain(`<time dateTime="${readAt}">목록 기준 시각: 2026-11-26 10:40</time>`)
    expect(await render({ status: 'ready', readAt, answer }, 'eng')).toContain(`<time dateTime="${readAt}">List as of 2026-11-26, 10:40 Korea time</time>`)
  })
})
