import { definePage } from '../schema/page'
import { cardArt } from './art'

export const service = definePage({
  id: 'ServicePage',
  path: 'service',
  title: { ko: '서비스 소개', en: 'Our service' },
  description: {
    ko: '배지 발급부터 수령, 보관, 공유, 검증까지 오픈배지의 모든 과정을 한곳에서 제공합니다.',
    en: 'Everything an Open Badge needs in one place: issuing, receiving, storing, sharing and verifying.',
  },
  sections: [
    {
      type: 'card-grid',
      heading: { ko: '세 가지 서비스', en: 'Three services' },
      lead: { ko: '발급하는 기관, 받는 사람, 확인하는 사람 모두를 위한 서비스입니다.', en: 'For the organisation that issues, the person who receives, and whoever checks.' },
      variant: 'showcase',
      items: [
        {
          image: cardArt('issue'),
          title: { ko: '배지 발급', en: 'Issuing' },
          text: { ko: '배지를 디자인하고 기준을 정해 원하는 사람에게 발급하고, 발급 현황을 관리합니다.', en: 'Design badges, set their criteria, issue them and follow what you have issued.' },
          link: { label: { ko: '발급 알아보기', en: 'How issuing works' }, page: 'IssuancePage' },
        },
        {
          image: cardArt('wallet'),
          title: { ko: '수령과 관리', en: 'Receiving and managing' },
          text: { ko: '받은 배지를 지갑에 모으고, 골라서 보여주고, 어디에든 공유합니다.', en: 'Collect badges in a wallet, choose which to show, and share them anywhere.' },
          link: { label: { ko: '지갑 알아보기', en: 'How the wallet works' }, page: 'ManagementPage' },
        },
        {
          image: cardArt('verify'),
          title: { ko: '배지 검증', en: 'Verification' },
          text: { ko: '배지를 본 사람 누구나 발급자와 기준, 유효 여부를 바로 확인합니다.', en: 'Anyone who is shown a badge checks its issuer, criteria and validity at once.' },
          link: { label: { ko: '배지 검증하기', en: 'Verify a badge' }, external: 'verify' },
        },
      ],
    },
    {
      type: 'steps',
      heading: { ko: '배지 하나가 걸어가는 길', en: 'The life of a badge' },
      lead: {
        ko: '기관이 발급한 배지는 받는 사람의 지갑에 모이고, 필요한 곳에 공유되어, 누구나 진위를 확인합니다.',
        en: 'A badge your organisation issues lands in the recipient\'s wallet, travels wherever they share it, and anyone can check it is genuine.',
      },
      items: [
        {
          title: { ko: '발급', en: 'Issue' },
          text: { ko: '배지를 디자인하고 기준을 정해 받는 사람에게 발급합니다.', en: 'Design the badge, set its criteria and issue it to recipients.' },
        },
        {
          title: { ko: '수령과 보관', en: 'Receive and keep' },
          text: { ko: '받는 사람은 안내 메일을 따라 배지를 지갑에 모읍니다.', en: 'Recipients follow the e-mail and collect the badge in their wallet.' },
        },
        {
          title: { ko: '공유', en: 'Share' },
          text: { ko: '이력서와 SNS, 이메일 서명에 링크나 이미지로 보여줍니다.', en: 'They show it on a CV, on social media or in an e-mail signature.' },
        },
        {
          title: { ko: '검증', en: 'Verify' },
          text: { ko: '배지를 본 사람은 검증 페이지에서 바로 진위를 확인합니다.', en: 'Whoever sees it checks it on the verification page, in seconds.' },
        },
      ],
    },
    {
      type: 'actions',
      items: [
        { label: { ko: '도입 문의하기', en: 'Talk to us' }, page: 'ContactPage' },
        { label: { ko: '샘플 배지 받아보기', en: 'Get a sample badge' }, page: 'SampleBadgesV3Page' },
      ],
    },
  ],
})
