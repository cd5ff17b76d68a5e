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
})
