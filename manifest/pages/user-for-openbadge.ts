import { definePage } from '../schema/page'

export const userForOpenbadge = definePage({
  id: 'UserForOpenbadgePage',
  path: 'user-for-openbadge',
  title: { ko: '오픈배지 2.0 로그인 안내', en: 'Open Badges 2.0 sign-in' },
  description: {
    ko: '오픈배지 2.0 발급자 사이트와 배지 지갑으로 들어가는 길, 이용 가이드를 안내합니다.',
    en: 'The way in to the Open Badges 2.0 issuer site and badge wallet, with their guides.',
  },
  sections: [
    {
      type: 'entry-columns',
      columns: [
        {
          audience: { ko: '발급 기관', en: 'Issuers' },
          heading: { ko: '발급자 로그인', en: 'Issuer sign-in' },
          image: { src: '/illustrations/login-issuer.svg', width: 560, height: 300, alt: { ko: '배지 발급 화면을 띄운 관리자 창', en: 'An administrator window showing the badge issuing screen' } },
          text: {
            ko: '배지를 디자인하고, 받는 사람을 등록해 발급하고, 발급 현황을 관리하는 오픈배지 2.0 발급자 사이트입니다.',
            en: 'The Open Badges 2.0 issuer site: design badges, add recipients, issue, and follow what you have issued.',
          },
          links: [
            { label: { ko: '발급자 사이트 로그인', en: 'Sign in as an issuer' }, external: 'issuerV2' },
            { label: { ko: '발급 가이드', en: 'Issuer guide' }, page: 'IssuancePage' },
          ],
        },
        {
          audience: { ko: '받는 사람', en: 'Recipients' },
          heading: { ko: '배지 지갑 로그인', en: 'Badge wallet sign-in' },
          image: { src: '/illustrations/login-wallet.svg', width: 560, height: 300, alt: { ko: '배지가 담긴 지갑과 배지를 보여주는 휴대폰', en: 'A wallet of badges and a phone showing a badge' } },
          text: {
            ko: '받은 오픈배지 2.0 배지를 모아 보고, 골라서 공유하는 배지 지갑입니다.',
            en: 'The Open Badges 2.0 wallet: see the badges you have received, and choose which to share.',
          },
          links: [
            { label: { ko: '배지 지갑 로그인', en: 'Sign in to the wallet' }, external: 'walletV2' },
            { label: { ko: '수령자 가이드', en: 'Recipient guide' }, page: 'ManagementPage' },
          ],
        },
      ],
    },
  ],
})
