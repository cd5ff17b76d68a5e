import { defineEvent } from '../schema/event'

export const eduplusweek = defineEvent({
  id: 'EduplusweekEventPage',
  slug: 'eduplusweek',
  interfaceLanguage: 'ko',
  endpoint: 'OpenBadges',
  company: 'eduplusweek',
  title: { ko: '에듀플러스 위크 참가 기념 배지', en: 'Edu+ Week attendance badge' },
  description: {
    ko: '에듀플러스 위크 참가자에게 드리는 기념 디지털 배지를 이름과 이메일로 받으세요.',
    en: 'Edu+ Week attendees: enter your name and e-mail to receive the commemorative badge.',
  },
  badge: {
    image: '/events/eduplusweek.svg',
    alt: { ko: '에듀플러스 위크 참가 기념 배지: EDU+ WEEK 글자가 새겨진 원형 메달', en: 'Edu+ Week badge: a round medal reading EDU+ WEEK' },
    publicUrl: 'https://badges.obadge.example/eduplusweek',
  },
  criteria: {
    ko: '에듀플러스 위크 참가를 기념해, 참가자가 이름과 이메일로 신청하면 발급됩니다.',
    en: 'Recognises attendance at Edu+ Week; issued to each attendee who requests it with a name and e-mail.',
  },
})
