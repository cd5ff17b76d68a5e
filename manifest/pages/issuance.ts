import { definePage } from '../schema/page'
import { cardArt, illustration } from './art'

export const issuance = definePage({
  id: 'IssuancePage',
  path: 'service/issuance',
  title: { ko: '배지 발급', en: 'Issuing badges' },
  description: {
    ko: '배지를 디자인하고 수여 기준을 정한 뒤 받는 사람을 등록해 발급하는 과정을 안내합니다.',
    en: 'How issuing works: design the badge, set its criteria, add the recipients and issue.',
  },
  image: cardArt('issue'),
  sections: [
    {
      type: 'steps',
      heading: { ko: '네 단계로 끝나는 발급', en: 'Issuing in four steps' },
      lead: {
        ko: '발급자 사이트에서 처음 배지를 만드는 데 필요한 것은 이 네 단계뿐입니다.',
        en: 'On the issuer site, your first badge takes these four steps.',
      },
      items: [
        {
          title: { ko: '배지 디자인', en: 'Design the badge' },
          text: { ko: '기관의 로고와 색을 담아 배지 이미지를 만들고 이름과 설명을 적습니다.', en: 'Create the badge image in your logo and colours, and give it a name and a description.' },
          image: illustration('design'),
        },
        {
          title: { ko: '수여 기준 설정', en: 'Set the criteria' },
          text: { ko: '무엇을 해야 받는지, 관련 역량과 증빙 자료, 유효 기간을 정합니다.', en: 'Say what earns it, the skills it stands for, the evidence, and how long it is valid.' },
          image: illustration('criteria'),
        },
        {
          title: { ko: '받는 사람 등록', en: 'Add the recipients' },
          text: { ko: '이름과 이메일 주소를 한 명씩 입력하거나 목록 파일로 한 번에 올립니다.', en: 'Enter names and e-mail addresses one by one, or upload a list at once.' },
          image: illustration('recipients'),
        },
        {
          title: { ko: '발급', en: 'Issue' },
          text: { ko: '발급하면 받는 사람에게 안내 메일이 가고, 발급 현황에서 수령 여부를 확인합니다.', en: 'Each recipient gets an e-mail, and you follow who has collected their badge.' },
          image: illustration('issue'),
        },
      ],
    },
    {
      type: 'intro-blocks',
      items: [
        {
          eyebrow: { ko: '발급 현황', en: 'Issuing' },
          title: { ko: '명단 전체에 한꺼번에 발급합니다', en: 'Issue to a whole list at once' },
          paragraphs: [
            {
              ko: '받는 사람 명단을 올리고 버튼 하나로 모두에게 발급합니다. 발급자 사이트에서 한 사람씩 발급 완료, 보내는 중, 대기 상태를 확인합니다.',
              en: 'Upload the list of recipients and issue to all of them with one button. The issuer site shows each person as issued, sending or queued.',
            },
          ],
          // A drawn screen of the product with sample names (npm run draw:screens), not a customer's.
          image: {
            src: { ko: '/illustrations/issuer-dashboard.ko.svg', en: '/illustrations/issuer-dashboard.en.svg' },
            width: 560,
            height: 400,
            // Below the tablet breakpoint: the same screen drawn for a phone, its words readable at 320 px.
            narrow: { src: { ko: '/illustrations/issuer-dashboard-narrow.ko.svg', en: '/illustrations/issuer-dashboard-narrow.en.svg' }, width: 280, height: 520 },
            alt: {
              ko: '일러스트: 발급자 사이트에서 ‘예시 컨퍼런스 2026 참가’ 배지를 명단에 발급하는 화면. 120명 중 86명 발급을 보여주는 진행 막대, 예시 이메일 주소가 적힌 받는 사람 네 명과 각자의 발급 완료, 보내는 중, 대기 상태, 그리고 120명에게 발급 버튼이 보입니다.',
              en: 'Illustration: the issuer site issuing the sample “Example Conference 2026 Attendee” badge to a list, with a progress bar at 86 of 120 issued, four recipients with sample e-mail addresses, each marked issued, sending or queued, and an “Issue to 120 recipients” button.',
            },
          },
        },
      ],
    },
    {
      type: 'card-grid',
      heading: { ko: '두 가지 발급 방식', en: 'Two ways to issue' },
      columns: 2,
      items: [
        {
          title: { ko: '오픈배지 3.0 발급', en: 'Open Badges 3.0' },
          text: {
            ko: '배지를 W3C 검증 가능한 자격증명으로 서명해 발급합니다. 받는 사람은 3.0 지갑에 보관하고, 누구나 서명으로 진위를 확인합니다.',
            en: 'Badges are signed as W3C Verifiable Credentials. Recipients keep them in the 3.0 wallet, and anyone can check the signature.',
          },
          link: { label: { ko: '3.0 로그인 안내', en: 'Open Badges 3.0 sign-in' }, page: 'UserForOpenbadgeV3Page' },
        },
        {
          title: { ko: '오픈배지 2.0 발급', en: 'Open Badges 2.0' },
          text: {
            ko: '이미 2.0으로 배지를 발급해 온 기관은 기존 발급자 사이트를 그대로 이용합니다. 발급한 배지도 계속 검증됩니다.',
            en: 'Organisations already issuing 2.0 badges keep using their issuer site, and the badges they issued stay verifiable.',
          },
          link: { label: { ko: '2.0 로그인 안내', en: 'Open Badges 2.0 sign-in' }, page: 'UserForOpenbadgePage' },
        },
      ],
    },
    {
      type: 'actions',
      items: [{ label: { ko: '발급 도입 문의하기', en: 'Ask us about issuing' }, page: 'ContactPage' }],
    },
  ],
})
