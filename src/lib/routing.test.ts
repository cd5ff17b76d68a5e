import { describe, expect, it } from 'vitest'
import { localeForAcceptLanguage, preferredAcceptedLanguage, languageOfSegment, resolveLanguage } from './language'
import { internalPathname, isEventAddress, pagePath, resolveRedirect, routeForPath } from './routing'

const redirect = (href: string, browser?: string) => resolveRedirect(new URL(href, 'http://site.test'), browser)

describe('language resolution (docs/rules/routing.md §2.1)', () => {
  it.each([
    ['eng', undefined, 'eng'],
    ['kor', 'en-US', 'kor'],
    [null, 'ko-KR', 'kor'],
    [null, 'KO', 'kor'],
    [null, 'en-GB', 'eng'],
    [null, 'ja-JP', 'eng'],
    [null, undefined, 'eng'],
    ['jpn', 'ko', 'kor'],
  ] as const)('?lang=%s with browser %s -> %s', (query, browser, expected) => {
    expect(resolveLanguage(query, browser)).toBe(expected)
  })

  it('reads page text in Korean for any lang value but eng', () => {
    expect(languageOfSegment('eng').locale).toBe('en')
    expect(languageOfSegment('kor').locale).toBe('ko')
    expect(languageOfSegment('jpn').locale).toBe('ko')
  })

  it.each([
    ['ko-KR,ko;q=0.9,en;q=0.8', 'ko-KR'],
    ['en;q=0.5, ko-KR', 'ko-KR'],
    ['fr;q=0.3, en-GB;q=0.8, ko;q=0.8', 'en-GB'],
    ['*, ko;q=0.1', 'ko'],
    ['ko;q=0, en', 'en'],
    ['', undefined],
  ] as const)('Accept-Language %j prefers %s', (header, expected) => {
    expect(preferredAcceptedLanguage(header)).toBe(expected)
  })

  // One rule for the site's redirects and the API's messages (a `ja` visitor once got English
  // pages and Korean API errors).
  it.each([
    ['ja-JP,ja;q=0.9', 'en'],
    ['ko-KR', 'ko'],
    ['en-US,ko;q=0.9', 'en'],
    [undefined, 'en'],
  ] as const)('Accept-Language %s reads in %s', (header, expected) => {
    expect(localeForAcceptLanguage(header)).toBe(expected)
  })
})

describe('resolveRedirect', () => {
  it.each([
    ['/', undefined, '/kor'],
    ['/privacy', 'ko-KR', '/kor/privacy'],
    ['/privacy-policy', 'en-US', '/eng/privacy'],
    ['/privacy/old?lang=kor', 'en-US', '/kor/privacy'],
    ['/terms', 'ko', '/kor/terms_of_service'],
    ['/terms_of_use?lang=eng', 'ko', '/eng/terms_of_service'],
    ['/kor/service/', undefined, '/kor/service'],
    ['/kor/openbadge/badge-list/?category=edu', undefined, '/kor/openbadge/badge-list?category=edu'],
    ['/jpn', undefined, '/jpn/404'],
    ['/jpn/service/issuance', undefined, '/jpn/404'],
  ])('%s (browser %s) -> %s', (href, browser, expected) => {
    expect(redirect(href, browser)).toBe(expected)
  })

  it.each(['/kor', '/eng/company/press', '/kor/no-such-page', '/jpn/404', '/eng/404'])('leaves %s alone', (href) => {
    expect(redirect(href)).toBeUndefined()
  })
})

describe('paths and pages', () => {
  it('builds page paths in either language', () => {
    expect(pagePath('HomePage', 'kor')).toBe('/kor')
    expect(pagePath('PressPage', 'eng')).toBe('/eng/company/press')
  })

  it('finds the page of a path, and none for unknown ones', () => {
    expect(routeForPath('/eng/company/press')?.route.id).toBe('PressPage')
    expect(routeForPath('/jpn/company/press')).toBeUndefined()
    expect(routeForPath('/kor/company/press/extra')).toBeUndefined()
  })

  it('knows no event page: the index the browser loads holds pages only', () => {
    expect(routeForPath('/eng/bgwc3obadge')).toBeUndefined()
    expect(isEventAddress('/eng/bgwc3obadge')).toBe(true)
    expect(isEventAddress('/eng/no-such-event')).toBe(true)
    for (const notOne of ['/eng/service', '/eng', '/eng/', '/jpn/bgwc3obadge', '/eng/company/press/extra', '/eng/a/b']) expect(isEventAddress(notOne), notOne).toBe(false)
  })

  it('renders every path without a page as the not-found page of its language', () => {
    expect(internalPathname('/kor/service')).toBe('/kor/service')
    expect(internalPathname('/eng/nope/deeper')).toBe('/eng/404')
    expect(internalPathname('/jpn/404')).toBe('/kor/404')
  })

  it("renders a possible event address as the event route's, unless the server answered it with the not-found page", () => {
    expect(internalPathname('/kor/bgwc3obadge')).toBe('/kor/bgwc3obadge')
    expect(internalPathname('/eng/no-such-event', (path) => path === '/eng/no-such-event')).toBe('/eng/404')
    expect(internalPathname('/eng/bgwc3obadge', (path) => path === '/eng/no-such-event')).toBe('/eng/bgwc3obadge')
  })
})
