import { definePage } from '../schema/page'

/**
 * Where a partner asks for an event badge page themselves (docs/events-and-partners.md): the form
 * sends what an entry holds, a maintainer turns it into the page with
 * `npm run new:event -- --from-request`. Linked from the contact page and the solutions overview
 * by `partnerRequestBanner`.
 */
export const partnerRequest = definePage({
  id: 'PartnerRequestPage',
  path: 'partner-request',
  title: { ko: '행사 배지 페이지 요청', en: 'Request an event badge page' },
  description: {
    ko: '행사 참가자에게 배지를 보내고 싶다면 행사 정보와 로고를 보내 주세요. 배지 페이지와 행사장 포스터를 만들어 드립니다.',
    en: 'Want to give your attendees a badge? Send us the event and your logo, and we make the badge page and the hall poster.',
  },
  sections: [{ type: 'partner-request-form', policy: { label: { ko: '개인정보처리방침 전문 보기', en: 'Read the full privacy policy' }, page: 'PrivacyPage' } }],
})

/** The way to the request page from the contact page and the solutions overview. */
export const partnerRequestBanner = {
  type: 'banner',
  heading: { ko: '행사 참가자에게 배지를 보내고 싶으신가요?', en: 'Running an event? Give your attendees a badge' },
  text: {
    ko: '행사 정보와 로고를 보내 주시면 참가 배지 페이지와 행사장 포스터를 만들어 드립니다.',
    en: 'Send us your event and your logo, and we make the attendance badge page and the poster for the hall.',
  },
  link: { label: { ko: '행사 배지 페이지 요청하기', en: 'Request an event badge page' }, page: 'PartnerRequestPage' },
} as const
