import { defineNavigation } from './schema/navigation'

/** Header menus (docs/rules/pages.md §2.3), the login dropdown, the contact button, the inquiry banner and the footer. */
export const navigation = defineNavigation({
  menus: [
    {
      label: { ko: '오픈배지', en: 'Open Badge' },
      // Its first item is also its overview: the breadcrumb links "Open Badge" to the introduction.
      overview: 'OpenbadgesPage',
      items: [
        { label: { ko: '오픈배지 소개', en: 'Introduction' }, page: 'OpenbadgesPage' },
        { label: { ko: '배지 갤러리', en: 'Gallery' }, page: 'BadgesGalleryPage' },
      ],
    },
    {
      label: { ko: '서비스', en: 'Service' },
      overview: 'ServicePage',
      items: [
        { label: { ko: '배지 발급', en: 'Issuance' }, page: 'IssuancePage' },
        { label: { ko: '수령과 관리', en: 'Management' }, page: 'ManagementPage' },
        { label: { ko: '샘플 배지 발급', en: 'Sample badges' }, page: 'SampleBadgesV3Page' },
        { label: { ko: '배지 검증', en: 'Verify a badge' }, external: 'verify' },
      ],
    },
    {
      label: { ko: '솔루션', en: 'Solutions' },
      overview: 'SolutionPage',
      items: [
        { label: { ko: '교육기관', en: 'Education' }, page: 'EducationPage' },
        { label: { ko: '기업', en: 'Enterprise' }, page: 'EnterprisePage' },
        { label: { ko: '협회·단체', en: 'Association' }, page: 'AssociationPage' },
      ],
    },
    {
      label: { ko: '회사', en: 'Company' },
      overview: 'CompanyPage',
      items: [
        { label: { ko: '회사 소개', en: 'About us' }, page: 'AboutPage' },
        { label: { ko: '언론 보도', en: 'Press' }, page: 'PressPage' },
        { label: { ko: '공지사항', en: 'Notices' }, page: 'NoticePage' },
      ],
    },
  ],
  login: {
    label: { ko: '로그인', en: 'Log in' },
    items: [
      { label: { ko: '오픈배지 2.0', en: 'Open Badges 2.0' }, external: 'walletV2' },
      { label: { ko: '오픈배지 3.0', en: 'Open Badges 3.0' }, external: 'walletV3' },
    ],
  },
  contact: { label: { ko: '문의하기', en: 'Contact us' }, page: 'ContactPage' },
  inquiryBanner: {
    text: {
      ko: '오픈배지 도입이 궁금하신가요? 기관에 맞는 방법을 함께 찾아드립니다.',
      en: 'Thinking about Open Badges? We will help you find the right way for your organisation.',
    },
    button: { label: { ko: '도입 문의하기', en: 'Ask us' }, page: 'ContactPage' },
  },
  social: [
    { label: { ko: '블로그', en: 'Blog' }, external: 'blog', icon: 'blog' },
    { label: { ko: '유튜브', en: 'YouTube' }, external: 'youtube', icon: 'youtube' },
    { label: { ko: '인스타그램', en: 'Instagram' }, external: 'instagram', icon: 'instagram' },
    { label: { ko: '링크드인', en: 'LinkedIn' }, external: 'linkedin', icon: 'linkedin' },
  ],
  legal: [
    { label: { ko: '이용약관', en: 'Terms of service' }, page: 'TermsOfServicePage' },
    { label: { ko: '개인정보처리방침', en: 'Privacy policy' }, page: 'PrivacyPage' },
  ],
  externalLinks: [
    { label: { ko: '글로벌 포털', en: 'Global portal' }, external: 'globalPortal' },
    { label: { ko: '배지 검증', en: 'Verify a badge' }, external: 'verify' },
  ],
})
