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
          ],
        },
      ],
    },
    {
      type: 'page-dialog',
      id: 'walletV3Promo',
      title: { ko: '오픈배지 3.0 지갑', en: 'The Open Badges 3.0 wallet' },
      image: { src: '/illustrations/dialog-v3.svg', width: 460, height: 200, alt: { ko: '2.0 배지에서 3.0 배지로 이어지는 화살표', en: 'An arrow leading from a 2.0 badge to a 3.0 badge' } },
      paragraphs: [
        {
          ko: '새 3.0 지갑에서는 서명된 배지를 받고, 보여주고, 누구나 확인할 수 있게 공유합니다. 샘플 배지로 지금 바로 시작해 보세요.',
          en: 'In the new 3.0 wallet you receive signed badges, show them, and share them for anyone to verify. Start now with a sample badge.',
        },
      ],
      action: { label: { ko: '샘플 배지 받으러 가기', en: 'Get a sample badge' }, page: 'SampleBadgesV3Page' },
      dismiss: { ko: '닫기', en: 'Close' },
      hideForToday: true,
      maxWidth: 500,
    },
  ],
})
