import { definePage } from '../schema/page'

export const about = definePage({
  id: 'AboutPage',
  path: 'company/about',
  title: { ko: '회사 소개와 오시는 길', en: 'About us and directions' },
  description: {
    ko: '회사 정보와 서울 사무실 위치, 오시는 길을 안내합니다.',
    en: 'Who we are, where our Seoul office is and how to get there.',
  },
})
