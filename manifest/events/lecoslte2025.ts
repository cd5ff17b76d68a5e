import { defineEvent } from '../schema/event'

export const lecoslte2025 = defineEvent({
  id: 'Lecoslte2025EventPage',
  slug: 'lecoslte2025',
  interfaceLanguage: 'en',
  endpoint: 'OpenBadgesV3',
  company: 'lecoslte2025',
  title: { ko: 'LECOS LTE 2025 참가 기념 배지', en: 'LECOS LTE 2025 attendance badge' },
  description: {
    ko: 'LECOS LTE 2025 참가자에게 드리는 오픈배지 3.0 기념 배지를 이름과 이메일로 받으세요.',
    en: 'LECOS LTE 2025 attendees: enter your name and e-mail to receive the Open Badges 3.0 commemorative badge.',
  },
  badge: {
    image: '/events/lecoslte2025.svg',
    alt: { ko: 'LECOS LTE 2025 참가 기념 배지: LECOS 2025 글자가 새겨진 원형 메달', en: 'LECOS LTE 2025 badge: a round medal reading LECOS 2025' },
    publicUrl: 'https://badges.obadge.example/lecoslte2025',
  },
  criteria: {
    ko: 'LECOS LTE 2025 참가를 기념해, 참가자가 이름과 이메일로 신청하면 발급됩니다.',
    en: 'Recognises attendance at LECOS LTE 2025; issued to each attendee who requests it with a name and e-mail.',
  },
})
