import { definePage } from '../schema/page'

export const userForOpenbadge = definePage({
  id: 'UserForOpenbadgePage',
  path: 'user-for-openbadge',
  title: { ko: '오픈배지 2.0 로그인 안내', en: 'Open Badges 2.0 sign-in' },
  description: {
    ko: '오픈배지 2.0 발급자 사이트와 배지 지갑으로 들어가는 길, 이용 가이드를 안내합니다.',
    en: 'The way in to the Open Badges 2.0 issuer site and badge wallet, with their guides.',
  },
})
