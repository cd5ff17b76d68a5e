import { defineEvent } from '../schema/event'

export const aeskr = defineEvent({
  id: 'AeskrEventPage',
  slug: 'aeskr',
  interfaceLanguage: 'ko',
  endpoint: 'OpenBadges',
  company: 'aeskr',
  title: { ko: 'AES 코리아 참가 기념 배지', en: 'AES Korea attendance badge' },
  description: {
    ko: 'AES 코리아 참가자에게 드리는 기념 디지털 배지를 이름과 이메일로 받으세요.',
    en: 'AES Korea attendees: enter your name and e-mail to receive the commemorative badge.',
  },
  badge: {
    image: '/events/aeskr.svg',
    alt: { ko: 'AES 코리아 참가 기념 배지: AES KOREA 글자가 새겨진 원형 메달', en: 'AES Korea badge: a round medal reading AES KOREA' },
    publicUrl: 'https://badges.obadge.example/aeskr',
  },
  criteria: {
    ko: 'AES 코리아 참가를 기념해, 참가자가 이름과 이메일로 신청하면 발급됩니다.',
    en: 'Recognises attendance at AES Korea; issued to each attendee who requests it with a name and e-mail.',
  },
})
