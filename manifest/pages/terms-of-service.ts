import { termsOfService as terms } from '../legal/terms-of-service'
import { definePage } from '../schema/page'

export const termsOfService = definePage({
  id: 'TermsOfServicePage',
  path: 'terms_of_service',
  title: { ko: '이용약관', en: 'Terms of service' },
  description: {
    ko: '배지 지갑 서비스의 이용 조건과 회사와 수령자의 권리·의무를 정합니다.',
    en: 'The terms of the badge wallet service: what we and recipients of badges agree to.',
  },
  sections: [{ type: 'legal-document', documents: [terms] }],
})
