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
})
