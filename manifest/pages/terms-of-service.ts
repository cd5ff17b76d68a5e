import { definePage } from '../schema/page'

export const termsOfService = definePage({
  id: 'TermsOfServicePage',
  path: 'terms_of_service',
  title: { ko: '이용약관', en: 'Terms of service' },
  description: {
    ko: '배지 지갑 서비스 이용약관입니다.',
    en: 'The terms of service of the badge wallet service.',
  },
})
