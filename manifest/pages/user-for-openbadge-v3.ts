import { definePage } from '../schema/page'

export const userForOpenbadgeV3 = definePage({
  id: 'UserForOpenbadgeV3Page',
  path: 'user-for-openbadge-v3',
  title: { ko: '오픈배지 3.0 로그인 안내', en: 'Open Badges 3.0 sign-in' },
  description: {
    ko: '오픈배지 3.0 발급자 사이트와 지갑으로 들어가는 길, 이용 가이드를 안내합니다.',
    en: 'The way in to the Open Badges 3.0 issuer site and wallet, with their guides.',
  },
  inquiryBanner: false,
})
