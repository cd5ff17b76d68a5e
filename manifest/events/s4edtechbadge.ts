import { defineEvent } from '../schema/event'

export const s4edtechbadge = defineEvent({
  id: 'S4edtechbadgeEventPage',
  slug: 's4edtechbadge',
  interfaceLanguage: 'ko',
  endpoint: 'OpenBadges',
  company: 's4edtech',
  title: { ko: 'S4 EdTech Badge', en: 'S4 EdTech Badge' },
  description: {
    ko: '행사 참가자에게 드리는 기념 디지털 배지를 이름과 이메일로 받으세요.',
    en: 'Attendees: enter your name and e-mail to receive the commemorative digital badge.',
  },
  badge: {
    image: '/events/s4edtechbadge.svg',
    alt: { ko: 'S4 EdTech 배지: S4 EDTECH 글자가 새겨진 원형 메달', en: 'S4 EdTech badge: a round medal reading S4 EDTECH' },
    publicUrl: 'https://badges.obadge.example/s4edtechbadge',
  },
  criteria: {
    ko: 'S4 EdTech 참가를 기념해, 참가자가 이름과 이메일로 신청하면 발급됩니다.',
    en: 'Recognises attendance at S4 EdTech; issued to each attendee who requests it with a name and e-mail.',
  },
})
