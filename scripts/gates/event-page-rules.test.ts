import { describe, expect, it } from 'vitest'
import { eventPageProblems, type ExpectedEventPage } from './event-page-rules'

const origin = 'https://www.obadge.example'
const expected: ExpectedEventPage = {
  path: '/eng/example-event',
  lang: 'ko',
  title: '예시 배지 | 오배지',
  heading: '예시 배지',
  canonical: `${origin}/kor/example-event`,
  windowTexts: ['2026년 9월 30일 18:00'],
  eventName: '예시 컨퍼런스',
  form: { endpoint: 'OpenBadgesV3', company: 'obadgeexample', sendsLanguage: false },
}

/** A page as the prerender writes one, with what `change` replaces. */
function page(change: Record<string, string> = {}): string {
  const html = [
    '<!DOCTYPE html><html lang="ko"><head><title>예시 배지 | 오배지</title>',
    `<link rel="canonical" href="${origin}/kor/example-event"/>`,
    `<link rel="alternate" hrefLang="ko" href="${origin}/kor/example-event"/>`,
    `<link rel="alternate" hrefLang="x-default" href="${origin}/kor/example-event"/>`,
    '<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Event","name":"예시 컨퍼런스"}]}</script>',
    '</head><body><main><h1 class="x">예시 배\u2060지</h1>',
    '<p>2026년 9월 30일&nbsp;18:00에 마감됩니다</p>',
    '<form><input type="email" name="email"/></form></main>',
    '<script>($R=>{})(form:$R[55]={type:"issuance-form",targets:$R[56]=[$R[57]={endpoint:"OpenBadgesV3"}],company:"obadgeexample",lang:"ko-KR",sendsLanguage:!1})</script></body></html>',
  ].join('')
  return Object.entries(change).reduce((text, [from, to]) => text.replace(from, to), html)
}

describe('an event page against its entry', () => {
  it('holds when the page shows what the entry says (joiners and no-break spaces are not words)', () => {
    expect(eventPageProblems(page(), expected)).toEqual([])
  })

  it('names each thing the page gets wrong', () => {
    const problems = eventPageProblems(
      page({ 'lang="ko"': 'lang="en"', '<title>예시 배지': '<title>다른 배지', '2026년 9월 30일': '2026년 9월 29일', 'type="email"': 'type="text"', '"Event"': '"Thing"' }),
      expected,
    )
    expect(problems).toEqual([
      '/eng/example-event: <html lang="en">, expected "ko"',
      '/eng/example-event: <title> "다른 배지 | 오배지", expected "예시 배지 | 오배지"',
      '/eng/example-event: no issuance form with an e-mail field',
      '/eng/example-event: the claim window\'s "2026년 9월 30일 18:00" is not on the page',
      '/eng/example-event: no Event named "예시 컨퍼런스" in its structured data',
    ])
  })

  it("wants the form to post the entry's wallet and company, and the language only when the entry says", () => {
    expect(eventPageProblems(page({ 'endpoint:"OpenBadgesV3"': 'endpoint:"OpenBadges"', 'sendsLanguage:!1': 'sendsLanguage:!0' }), expected)).toEqual([
      '/eng/example-event: its form posts {"endpoint":"OpenBadges","company":"obadgeexample","sendsLanguage":true}, expected {"endpoint":"OpenBadgesV3","company":"obadgeexample","sendsLanguage":false}',
    ])
    expect(eventPageProblems(page({ 'type:"issuance-form"': 'type:"other"' }), expected)).toEqual([
      '/eng/example-event: its form posts nothing, expected {"endpoint":"OpenBadgesV3","company":"obadgeexample","sendsLanguage":false}',
    ])
  })

  it('wants one canonical address with its language and x-default, or noindex and none for an example', () => {
    expect(eventPageProblems(page({ [`hrefLang="x-default" href="${origin}/kor/example-event"`]: `hrefLang="x-default" href="${origin}/eng/example-event"` }), expected)).toEqual([
      `/eng/example-event: hreflang ko ${origin}/kor/example-event, x-default ${origin}/eng/example-event, expected ko ${origin}/kor/example-event, x-default ${origin}/kor/example-event`,
    ])
    expect(eventPageProblems(page(), { ...expected, canonical: undefined })).toEqual([
      '/eng/example-event: an example page without noindex',
      '/eng/example-event: an example page with a canonical link',
    ])
  })

  it('wants no Event where the entry gives no name, dates and place, and the heading to be the title', () => {
    expect(eventPageProblems(page({ '예시 배\u2060지</h1>': '다른 제목</h1>' }), { ...expected, eventName: undefined })).toEqual([
      '/eng/example-event: h1 "다른 제목", expected "예시 배지"',
      '/eng/example-event: an Event in its structured data, though its entry gives no name, dates and place',
    ])
  })
})
