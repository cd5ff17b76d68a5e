import { definePage } from '../schema/page'

export const enterprise = definePage({
  id: 'EnterprisePage',
  path: 'solutions/enterprise',
  title: { ko: '기업 솔루션', en: 'For enterprises' },
  description: {
    ko: '직무 교육과 사내 인증을 기업 브랜드를 담은 배지로 발급해 인정과 홍보를 함께 얻으세요.',
    en: 'Issue training and internal certifications as badges in your own branding, for recognition and promotion.',
  },
})
