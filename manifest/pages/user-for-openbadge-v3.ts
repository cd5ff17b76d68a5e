import { definePage } from '../schema/page'

export const userForOpenbadgeV3 = definePage({
  id: 'UserForOpenbadgeV3Page',
  path: 'user-for-openbadge-v3',
  title: { ko: '오픈배지 3.0 로그인 안내', en: 'Open Badges 3.0 sign-in' },
  description: {
    ko: '오픈배지 3.0 발급자 사이트와 지갑으로 들어가는 길, 이용 가이드를 안내합니다.',
    en: 'The way in to the Open Badges 3.0 issuer site and wallet, with their guides.',
  },
  inquiryBanner: false,
  sections: [
    {
      type: 'entry-columns',
      columns: [
        {
          audience: { ko: '발급 기관', en: 'Issuers' },
          heading: { ko: '3.0 발급자 사이트', en: 'Open Badges 3.0 issuer site' },
          image: { src: '/illustrations/login-issuer-v3.svg', width: 560, height: 300, alt: { ko: '서명된 3.0 배지를 발급하는 관리자 창과 확인 방패', en: 'An administrator window issuing a signed 3.0 badge, with a check shield' } },
          text: {
            ko: '검증 가능한 자격증명으로 서명된 오픈배지 3.0 배지를 발급하고 관리합니다.',
            en: 'Issue and manage Open Badges 3.0 badges, signed as Verifiable Credentials.',
          },
          links: [
            { label: { ko: '3.0 발급자 로그인', en: 'Sign in as an issuer' }, external: 'issuerV3' },
            { label: { ko: '발급 가이드', en: 'Issuer guide' }, page: 'IssuancePage' },
          ],
        },
        {
          audience: { ko: '받는 사람', en: 'Recipients' },
          heading: { ko: '3.0 지갑', en: 'Open Badges 3.0 wallet' },
          image: { src: '/illustrations/login-wallet-v3.svg', width: 560, height: 300, alt: { ko: '3.0 배지를 보여주는 휴대폰과 지갑', en: 'A phone showing a 3.0 badge, and a wallet' } },
          text: {
            ko: '받은 3.0 배지를 모아 보고 공유합니다. 2.0 지갑과 같은 이메일을 쓰면 두 지갑의 배지를 함께 볼 수 있습니다.',
            en: 'Collect and share your 3.0 badges. With the same e-mail address as your 2.0 wallet, you see the badges of both.',
          },
          links: [
            { label: { ko: '3.0 지갑 로그인', en: 'Sign in to the wallet' }, external: 'walletV3' },
            { label: { ko: '수령자 가이드', en: 'Recipient guide' }, page: 'ManagementPage' },
            // What the page's popup used to offer, without interrupting (docs/decisions/one-overlay-at-a-time.md).
            { label: { ko: '샘플 배지로 써 보기', en: 'Try it with a sample badge' }, page: 'SampleBadgesV3Page' },
          ],
        },
      ],
    },
  ],
})
