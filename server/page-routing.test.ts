import { describe, expect, it } from 'vitest'
import { answerPage } from './page-routing'

const answer = (href: string, acceptLanguage?: string) => answerPage(new URL(href, 'http://site.test'), acceptLanguage)

describe('answerPage: what the Node server answers for a page path', () => {
  it('serves a prerendered page', () => {
    expect(answer('/eng/company/press')).toEqual({ kind: 'page', file: '/eng/company/press/index.html', status: 200 })
    expect(answer('/kor')).toEqual({ kind: 'page', file: '/kor/index.html', status: 200 })
  })

  it('redirects with the browser language from Accept-Language', () => {
    expect(answer('/privacy', 'ko-KR,ko;q=0.9')).toEqual({ kind: 'redirect', location: '/kor/privacy', status: 302 })
    expect(answer('/privacy', 'de-DE,en;q=0.5')).toEqual({ kind: 'redirect', location: '/eng/privacy', status: 302 })
  })

  it('sends everyone the same way for good (301): the root to Korean, a dropped trailing slash', () => {
    expect(answer('/')).toEqual({ kind: 'redirect', location: '/kor', status: 301 })
    expect(answer('/?lang=eng', 'en-US')).toEqual({ kind: 'redirect', location: '/kor', status: 301 })
    expect(answer('/eng/service/')).toEqual({ kind: 'redirect', location: '/eng/service', status: 301 })
  })

  it('answers unknown paths with the not-found page of their language and HTTP 404', () => {
    expect(answer('/eng/nope')).toEqual({ kind: 'page', file: '/eng/404/index.html', status: 404 })
    expect(answer('/kor/404')).toEqual({ kind: 'page', file: '/kor/404/index.html', status: 404 })
    expect(answer('/jpn/404')).toEqual({ kind: 'page', file: '/kor/404/index.html', status: 404 })
  })

  it('serves each notice its own file by its id, and answers an address that names none with the empty board and 404', () => {
    expect(answer('/kor/company/event-detail?id=1')).toEqual({ kind: 'page', file: '/kor/company/event-detail/notice-1.html', status: 200 })
    expect(answer('/eng/company/event-detail?id=14&utm_source=feed')).toEqual({ kind: 'page', file: '/eng/company/event-detail/notice-14.html', status: 200 })
    for (const query of ['?id=999', '?id=abc', '', '?id=', '?id=01', '?id=1.0', '?id=-1', '?other=1']) {
      expect(answer(`/kor/company/event-detail${query}`), query).toEqual({ kind: 'page', file: '/kor/company/event-detail/index.html', status: 404 })
    }
  })

  it('serves a list\'s views from their own files, as the build wrote them (src/lib/list-documents.ts)', () => {
    const built = (file: string) => ['/kor/company/press/page-2.html', '/kor/company/press/page-none.html'].includes(file)
    const list = (href: string) => answerPage(new URL(href, 'http://site.test'), undefined, built)
    expect(list('/kor/company/press?page=2')).toEqual({ kind: 'page', file: '/kor/company/press/page-2.html', status: 200 })
    expect(list('/kor/company/press?page=99')).toEqual({ kind: 'page', file: '/kor/company/press/page-none.html', status: 404 })
    expect(list('/kor/openbadge/badge-list?category=group&search=a')).toEqual({ kind: 'page', file: '/kor/openbadge/badge-list/category-group.html', status: 200 })
    // Without the build's press pages (an offline build), every ?page= is the page's own document.
    expect(answer('/eng/company/press?page=2')).toEqual({ kind: 'page', file: '/eng/company/press/index.html', status: 200 })
  })
})
