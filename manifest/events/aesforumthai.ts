import { defineEvent } from '../schema/event'

export const aesforumthai = defineEvent({
  id: 'AesforumthaiEventPage',
  slug: 'aesforumthai',
  interfaceLanguage: 'en',
  endpoint: 'OpenBadges',
  company: 'aesforumthai',
  // Held in Thailand: its times, if it ever gives any, are Bangkok's.
  timeZone: 'Asia/Bangkok',
  title: { ko: 'AES 포럼 태국 참가 기념 배지', en: 'AES Forum Thailand attendance badge' },
  description: {
    ko: 'AES 포럼 태국 참가자에게 드리는 기념 디지털 배지를 이름과 이메일로 받으세요.',
    en: 'AES Forum Thailand attendees: enter your name and e-mail to receive the commemorative badge.',
  },
  badge: {
    image: '/events/aesforumthai.svg',
    alt: { ko: 'AES 포럼 태국 참가 기념 배지: AES FORUM 글자가 새겨진 원형 메달', en: 'AES Forum Thailand badge: a round medal reading AES FORUM' },
    publicUrl: 'https://badges.obadge.example/aesforumthai',
  },
  criteria: {
    ko: 'AES 포럼 태국 참가를 기념해, 참가자가 이름과 이메일로 신청하면 발급됩니다.',
    en: 'Recognises attendance at AES Forum Thailand; issued to each attendee who requests it with a name and e-mail.',
  },
})
