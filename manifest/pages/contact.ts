import { brand } from '../brand'
import { definePage } from '../schema/page'
import { partnerRequestBanner } from './partner-request'

export const contact = definePage({
  id: 'ContactPage',
  path: 'contact-us',
  title: { ko: '문의하기', en: 'Contact us' },
  description: {
    ko: '서비스 이용, 제휴, 그 밖의 궁금한 점을 남겨주시면 담당자가 이메일로 답변드립니다.',
    en: 'Ask about the service, a partnership or anything else; we will answer by e-mail.',
  },
  inquiryBanner: false,
  sections: [
    {
      type: 'contact-form',
      inquiryTypes: [
        { value: 'service', label: { ko: '서비스 이용 문의', en: 'Using the service' } },
        { value: 'partnership', label: { ko: '제휴 문의', en: 'Partnership' } },
        { value: 'inquiry', label: { ko: '일반 문의', en: 'General inquiry' } },
        { value: 'other', label: { ko: '기타', en: 'Other' } },
      ],
      // PIPA article 15(2): purpose, items, retention, and the right to refuse with its consequence.
      consent: {
        heading: { ko: '개인정보 수집·이용 안내', en: 'How we use your personal information' },
        purpose: {
          ko: '수집·이용 목적: 문의 내용 확인과 답변, 상담 이력 관리',
          en: 'Purpose: to read and answer your inquiry and keep a record of our reply',
        },
        items: {
          ko: '수집 항목: 이름 또는 회사명, 연락처, 이메일, 알게 된 경로(선택), 문의 내용',
          en: 'Items: name or company, contact number, e-mail, how you found us (optional), your inquiry',
        },
        retention: {
          ko: '보유·이용 기간: 문의 접수일로부터 1년 후 지체 없이 파기 (관계 법령에 따라 보존할 필요가 있는 경우 그 기간)',
          en: 'Retention: deleted without delay one year after we receive the inquiry, unless a law requires us to keep it longer',
        },
        refusal: {
          ko: '동의를 거부할 권리가 있으며, 거부하시면 문의를 접수할 수 없습니다.',
          en: 'You may refuse to consent; without consent we cannot accept the inquiry.',
        },
        agree: { ko: '개인정보 수집·이용에 동의합니다.', en: 'I agree to the collection and use of my personal information.' },
        policy: { label: { ko: '개인정보처리방침 전문 보기', en: 'Read the full privacy policy' }, page: 'PrivacyPage' },
      },
      details: {
        heading: { ko: '답변과 연락 방법', en: 'Answers and other ways in' },
        rows: [
          // A value only the provider can give: written in manifest/brand.ts, a sample until then.
          { label: { ko: '답변', en: 'Our answer' }, value: brand.answerTime },
          { label: { ko: '운영 시간', en: 'Hours' }, value: { brand: 'supportHours' } },
          { label: { ko: '전화', en: 'Phone' }, value: { brand: 'supportPhone' } },
          { label: { ko: '이메일', en: 'E-mail' }, value: { brand: 'supportEmail' } },
          { label: { ko: '주소', en: 'Address' }, value: { brand: 'address' } },
        ],
      },
    },
    // After the form, which is what most visitors come for: above it, the banner was the largest
    // thing on a phone's first screen (and the page's LCP element), pushing the form below it.
    partnerRequestBanner,
  ],
})
