import { gdprNotice } from '../legal/gdpr-notice'
import { privacyPolicy } from '../legal/privacy-policy'
import { definePage } from '../schema/page'

export const privacy = definePage({
  id: 'PrivacyPage',
  path: 'privacy',
  title: { ko: '개인정보처리방침', en: 'Privacy policy' },
  description: {
    ko: '회사가 개인정보를 어떻게 처리하고 보호하는지 알려 드립니다. EU에 계신 분께는 GDPR 개인정보 보호정책이 함께 적용됩니다.',
    en: 'How we process and protect personal information. For people in the EU, our GDPR privacy notice applies as well.',
  },
  sections: [{ type: 'legal-document', documents: [privacyPolicy, gdprNotice] }],
})
