import { definePage } from '../schema/page'

export const openbadges = definePage({
  id: 'OpenbadgesPage',
  path: 'openbadge',
  title: { ko: '오픈배지 소개', en: 'About Open Badges' },
  description: {
    ko: '오픈배지는 성취를 나타내는 이미지에 검증할 수 있는 정보를 담은 국제 표준 디지털 배지입니다.',
    en: 'Open Badges are digital badges to an international standard: an image of an achievement that carries verifiable data.',
  },
})
