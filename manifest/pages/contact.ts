import { definePage } from '../schema/page'

export const contact = definePage({
  id: 'ContactPage',
  path: 'contact-us',
  title: { ko: '문의하기', en: 'Contact us' },
  description: {
    ko: '서비스 이용, 제휴, 그 밖의 궁금한 점을 남겨주시면 담당자가 이메일로 답변드립니다.',
    en: 'Ask about the service, a partnership or anything else; we will answer by e-mail.',
  },
  inquiryBanner: false,
})
