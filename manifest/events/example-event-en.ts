import { defineEvent } from '../schema/event'

/**
 * The English example (see example-event.ts): an online event on the 2.0 wallet, so the two
 * examples between them show both interface languages, both wallets and both kinds of venue,
 * and this one asks for a claim code.
 */
export const exampleEventEn = defineEvent({
  id: 'ExampleEventEnPage',
  slug: 'example-event-en',
  interfaceLanguage: 'en',
  endpoint: 'OpenBadges',
  company: 'obadgeexampleen',
  // Online, so no venue decides the clock: an online event keeps its organiser's (a Korean
  // partner's), written out so the example shows the field; attendees elsewhere read the offset
  // the page prints beside every time.
  timeZone: 'Asia/Seoul',
  example: true,
  title: { ko: '예시 온라인 서밋 2026 참가 기념 배지', en: 'Example Online Summit 2026 attendance badge' },
  name: { ko: '예시 온라인 서밋 2026', en: 'Example Online Summit 2026' },
  description: {
    // It asks for a claim code: its texts say so, where other entries say "name and e-mail".
    ko: '예시 온라인 서밋 2026 참가자에게 드리는 기념 디지털 배지를 이름, 이메일과 참가 코드로 받으세요.',
    en: 'Example Online Summit 2026 attendees: enter your name, e-mail and the claim code to receive the commemorative badge.',
  },
  badge: {
    image: '/events/example-event-en.svg',
    alt: { ko: '예시 온라인 서밋 2026 기념 배지: EXAMPLE 글자가 새겨진 원형 메달', en: 'Example Online Summit 2026 badge: a round medal reading EXAMPLE' },
    publicUrl: 'https://badges.obadge.example/example-event-en',
  },
  partner: {
    name: { ko: '예시 파트너', en: 'Example Partner' },
    logo: '/partners/example-partner.svg',
    url: 'https://partner.example/',
  },
  dates: { start: '2026-10-20' },
  venue: { kind: 'online', platform: { ko: '줌 웨비나', en: 'Zoom webinar' } },
  criteria: {
    // As short as the other entries' "with a name and e-mail": a longer one pushed the form's
    // first field below a phone's first screen.
    ko: '예시 온라인 서밋 2026의 세션에 참가한 사람에게, 참가 코드로 신청하면 발급됩니다.',
    en: 'Recognises attendance at Example Online Summit 2026; issued to attendees with the summit’s claim code.',
  },
  // Open on whatever day the site is built (from 09:00 the day before until 18:00 two weeks on),
  // so a partner shown the example sees the form; its dates stay the example's own.
  claims: { relative: { openedDaysAgo: 1, closesInDays: 14 } },
  // Shown on the summit's closing slide; the page asks for it, the API checks it (docs/events-and-partners.md, "Claim codes").
  claimCode: 'HALL7QK2',
})
