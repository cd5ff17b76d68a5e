import { brand } from '../brand'
import { defineEvent } from '../schema/event'

/** `bgwc3{product}` of the spec: the partner code carries our product code. */
const code = `bgwc3${brand.productCode}`

export const bgwc3obadge = defineEvent({
  id: 'Bgwc3obadgeEventPage',
  slug: code,
  interfaceLanguage: 'ko',
  endpoint: 'OpenBadgesV3',
  company: code,
  sendsLanguage: true,
  title: { ko: 'BGWC3 참가 기념 오픈배지 3.0', en: 'BGWC3 Open Badges 3.0 badge' },
  description: {
    ko: 'BGWC3 참가자에게 드리는 오픈배지 3.0 기념 배지를 이름과 이메일로 받으세요.',
    en: 'BGWC3 attendees: enter your name and e-mail to receive the Open Badges 3.0 commemorative badge.',
  },
  badge: {
    image: `/events/${code}.svg`,
    alt: { ko: 'BGWC3 오픈배지 3.0 기념 배지: BGWC3 글자가 새겨진 원형 메달', en: 'BGWC3 Open Badges 3.0 badge: a round medal reading BGWC3' },
    publicUrl: `https://badges.obadge.example/${code}`,
  },
  criteria: {
    ko: 'BGWC3 참가를 기념해, 참가자가 이름과 이메일로 신청하면 발급됩니다.',
    en: 'Recognises attendance at BGWC3; issued to each attendee who requests it with a name and e-mail.',
  },
})
