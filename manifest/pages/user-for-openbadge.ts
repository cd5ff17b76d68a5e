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
    {
      type: 'page-dialog',
      id: 'badgesV3',
      title: { ko: '오픈배지 3.0을 만나보세요', en: 'Meet Open Badges 3.0' },
      image: { src: '/illustrations/dialog-v3.svg', width: 460, height: 200, alt: { ko: '2.0 배지에서 3.0 배지로 이어지는 화살표', en: 'An arrow leading from a 2.0 badge to a 3.0 badge' } },
      paragraphs: [
        {
          ko: '오픈배지 3.0은 W3C 검증 가능한 자격증명에 기반한 새 표준으로, 발급자의 전자서명으로 위변조를 확인합니다.',
          en: 'Open Badges 3.0 is the new standard built on W3C Verifiable Credentials: the issuer\'s digital signature shows that a badge is unaltered.',
        },
        {
          ko: '샘플 배지를 받아 새 3.0 지갑을 먼저 써 보세요. 2.0 지갑에서 쓰는 이메일로 받으면 두 지갑이 연결됩니다.',
          en: 'Get a sample badge and try the new 3.0 wallet. Use the e-mail address of your 2.0 wallet, and the two wallets are linked.',
        },
      ],
      action: { label: { ko: '3.0 샘플 배지 받기', en: 'Get a 3.0 sample badge' }, page: 'SampleBadgesV3Page' },
      dismiss: { ko: '취소', en: 'Cancel' },
      hideForToday: false,
      maxWidth: 500,
    },
  ],
})
