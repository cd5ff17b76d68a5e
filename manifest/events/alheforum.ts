import { defineEvent } from '../schema/event'

export const alheforum = defineEvent({
  id: 'AlheforumEventPage',
  slug: 'alheforum',
  interfaceLanguage: 'ko',
  endpoint: 'OpenBadges',
  company: 'alheforum',
  title: { ko: 'ALHE 포럼 참가 기념 배지', en: 'ALHE Forum attendance badge' },
  description: {
    ko: 'ALHE 포럼 참가자에게 드리는 기념 디지털 배지를 이름과 이메일로 받으세요.',
    en: 'Forum attendees: enter your name and e-mail to receive the commemorative badge.',
  },
  badge: {
    image: '/events/alheforum.svg',
    alt: { ko: 'ALHE 포럼 참가 기념 배지: ALHE FORUM 글자가 새겨진 원형 메달', en: 'ALHE Forum badge: a round medal reading ALHE FORUM' },
    publicUrl: 'https://badges.obadge.example/alheforum',
  },
  criteria: {
    ko: 'ALHE 포럼 참가를 기념해, 참가자가 이름과 이메일로 신청하면 발급됩니다.',
    en: 'Recognises attendance at the ALHE Forum; issued to each attendee who requests it with a name and e-mail.',
  },
})
