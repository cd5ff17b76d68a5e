import { defineEvent } from '../schema/event'

export const eduplusshow = defineEvent({
  id: 'EduplusshowEventPage',
  slug: 'eduplusshow',
  interfaceLanguage: 'ko',
  endpoint: 'OpenBadges',
  company: 'eduplusshow',
  title: { ko: '에듀플러스 쇼 참가 기념 배지', en: 'Edu+ Show attendance badge' },
  description: {
    ko: '에듀플러스 쇼 참가자에게 드리는 기념 디지털 배지를 이름과 이메일로 받으세요.',
    en: 'Edu+ Show attendees: enter your name and e-mail to receive the commemorative badge.',
  },
  badge: {
    image: '/events/eduplusshow.svg',
    alt: { ko: '에듀플러스 쇼 참가 기념 배지: EDU+ SHOW 글자가 새겨진 원형 메달', en: 'Edu+ Show badge: a round medal reading EDU+ SHOW' },
    publicUrl: 'https://badges.obadge.example/eduplusshow',
  },
  criteria: {
    ko: '에듀플러스 쇼 참가를 기념해, 참가자가 이름과 이메일로 신청하면 발급됩니다.',
    en: 'Recognises attendance at the Edu+ Show; issued to each attendee who requests it with a name and e-mail.',
  },
})
