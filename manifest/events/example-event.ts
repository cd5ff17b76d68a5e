import { defineEvent } from '../schema/event'

/**
 * An example, not a real partner's event: every field an entry can have, for partners to see
 * what their page would look like and for the tests to exercise (the claim window's three states
 * with a fake clock, around the window the built page carries). Marked `example`, so the page says so and search engines never list it.
 */
export const exampleEvent = defineEvent({
  id: 'ExampleEventPage',
  slug: 'example-event',
  interfaceLanguage: 'ko',
  endpoint: 'OpenBadgesV3',
  company: 'obadgeexample',
  example: true,
  title: { ko: '예시 컨퍼런스 2026 참가 기념 배지', en: 'Example Conference 2026 attendance badge' },
  name: { ko: '예시 컨퍼런스 2026', en: 'Example Conference 2026' },
  description: {
    ko: '예시 컨퍼런스 2026 참가자에게 드리는 오픈배지 3.0 기념 배지를 이름과 이메일로 받으세요.',
    en: 'Example Conference 2026 attendees: enter your name and e-mail to receive the Open Badges 3.0 commemorative badge.',
  },
  badge: {
    image: '/events/example-event.svg',
    alt: { ko: '예시 컨퍼런스 2026 기념 배지: EXAMPLE 글자가 새겨진 원형 메달', en: 'Example Conference 2026 badge: a round medal reading EXAMPLE' },
    publicUrl: 'https://badges.obadge.example/example-event',
  },
  partner: {
    name: { ko: '예시 파트너', en: 'Example Partner' },
    logo: '/partners/example-partner.svg',
    url: 'https://partner.example/',
  },
  dates: { start: '2026-09-15', end: '2026-09-16' },
  venue: {
    kind: 'place',
    name: { ko: '예시 컨벤션센터 3홀', en: 'Example Convention Centre, Hall 3' },
    address: { ko: '서울특별시 강남구 예시로 123', en: '123 Yesi-ro, Gangnam-gu, Seoul' },
  },
  criteria: {
    ko: '예시 컨퍼런스 2026의 이틀 일정에 참가한 사람에게, 현장에서 이름과 이메일로 신청하면 발급됩니다.',
    en: 'Recognises attendance at the two days of Example Conference 2026; issued to each attendee who requests it with a name and e-mail.',
  },
  // Open on whatever day the site is built (from 09:00 the day before until 18:00 two weeks on),
  // so a partner shown the example sees the form; its dates stay the example's own.
  claims: { relative: { openedDaysAgo: 1, closesInDays: 14 } },
})
