import { definePage } from '../schema/page'
import { blogBanner, cardArt, illustration } from './art'
import { productScreen } from './screens'

export const enterprise = definePage({
  id: 'EnterprisePage',
  path: 'solutions/enterprise',
  title: { ko: '기업 솔루션', en: 'For enterprises' },
  description: {
    ko: '직무 교육과 사내 인증을 기업 브랜드를 담은 배지로 발급해 인정과 홍보를 함께 얻으세요.',
    en: 'Issue training and internal certifications as badges in your own branding, for recognition and promotion.',
  },
  image: cardArt('enterprise'),
  sections: [
    {
      type: 'steps',
      heading: { ko: '교육이 브랜드가 되는 네 단계', en: 'Four steps from training to brand' },
      lead: {
        ko: '직원과 고객, 파트너의 성취를 기업 브랜드를 담은 배지로 인정하세요.',
        en: 'Recognise what employees, customers and partners achieve, with badges that carry your brand.',
      },
      items: [
        {
          title: { ko: '교육과 인증 운영', en: 'Run training and certification' },
          text: { ko: '직무 교육, 사내 자격, 고객·파트너 교육을 그대로 운영합니다.', en: 'Job training, in-house certification, customer and partner courses, as you run them today.' },
          image: illustration('training'),
        },
        {
          title: { ko: '브랜드를 담은 배지', en: 'Badges in your branding' },
          text: { ko: '배지 이미지에 기업 로고와 색을 넣어 받는 사람이 공유할 때마다 브랜드가 함께 알려집니다.', en: 'Your logo and colours inside the badge image: every time a recipient shares it, your brand travels too.' },
          image: illustration('enterprise'),
        },
        {
          title: { ko: '구성원에게 발급', en: 'Issue to your people' },
          text: { ko: '수료와 합격이 확인되면 바로 배지를 발급합니다.', en: 'Issue the badge the moment a course or exam is passed.' },
          image: illustration('recipients'),
        },
        {
          title: { ko: '역량 현황 파악', en: 'See your skills at a glance' },
          text: { ko: '누가 어떤 역량을 갖췄는지 발급 현황으로 한눈에 봅니다.', en: 'Who holds which skill, from your issuing records.' },
          image: illustration('report'),
        },
      ],
    },
    {
      type: 'intro-blocks',
      items: [
        {
          eyebrow: { ko: '구성원 발급', en: 'Issuing to your people' },
          title: { ko: '교육을 마친 사람 모두에게 한꺼번에 발급합니다', en: 'Issue to everyone who finished, all at once' },
          paragraphs: [
            {
              ko: '직원이나 고객, 파트너의 수료 명단을 올리고 버튼 하나로 모두에게 발급합니다. 발급 현황에서 한 사람씩 발급 상태를 보고, 누가 어떤 배지를 받았는지 확인합니다.',
              en: 'Upload the list of employees, customers or partners who completed a course, and issue to all of them with one button. Your issuing records show each person\'s status, and who holds which badge.',
            },
          ],
          image: productScreen('issuer-dashboard'),
        },
      ],
    },
    {
      type: 'card-grid',
      heading: { ko: '기업이 얻는 일곱 가지', en: 'Seven things your company gains' },
      variant: 'benefit',
      items: [
        {
          icon: 'brand',
          title: { ko: '브랜드 노출', en: 'Brand reach' },
          text: { ko: '배지에 담긴 로고가 직원과 고객이 공유할 때마다 함께 알려집니다.', en: 'Your logo travels with every badge your people and customers share.' },
        },
        {
          icon: 'motivation',
          title: { ko: '학습 동기', en: 'Motivation to learn' },
          text: { ko: 'IBM은 2015년 배지 시범 운영에서 교육 신청이 129%, 이수가 226% 늘었다고 밝혔습니다.', en: 'IBM reported that its 2015 badge pilot raised course enrolments by 129% and completions by 226%.' },
        },
        {
          icon: 'skills',
          title: { ko: '역량의 가시화', en: 'Skills you can see' },
          text: { ko: '누가 어떤 역량을 갖췄는지 배지로 한눈에 파악합니다.', en: 'See who holds which skill, badge by badge.' },
        },
        {
          icon: 'paperless',
          title: { ko: '종이 증명서 대체', en: 'No more paper certificates' },
          text: { ko: '인쇄와 발송, 재발급 요청 없이 바로 발급합니다.', en: 'Issue instantly, with nothing to print, post or reissue.' },
        },
        {
          icon: 'verify',
          title: { ko: '위변조 방지', en: 'Tamper-evident' },
          text: { ko: '누구나 발급자와 유효 여부를 확인하므로 허위 기재를 막습니다.', en: 'Anyone can check the issuer and validity, so false claims do not stand.' },
        },
        {
          icon: 'partners',
          title: { ko: '고객·파트너 교육', en: 'Customer and partner training' },
          text: { ko: '제품 교육을 마친 고객과 파트너에게 인증 배지를 줍니다.', en: 'Certify the customers and partners who complete your product training.' },
        },
        {
          icon: 'hiring',
          title: { ko: '채용과 배치', en: 'Hiring and staffing' },
          text: { ko: '검증된 역량 정보로 채용과 인력 배치를 판단합니다.', en: 'Base hiring and staffing on verified skills.' },
        },
      ],
    },
    blogBanner,
  ],
})
