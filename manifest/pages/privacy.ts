import { definePage } from '../schema/page'

export const privacy = definePage({
  id: 'PrivacyPage',
  path: 'privacy',
  title: { ko: '개인정보처리방침', en: 'Privacy policy' },
  description: {
    ko: '개인정보처리방침과 GDPR 개인정보 보호정책입니다.',
    en: 'Our privacy policy and our GDPR privacy policy.',
  },
})
