import { definePopups } from './schema/popup'

const contact = { label: { ko: '문의하기', en: 'Contact us' }, page: 'ContactPage' } as const

const v3Illustration = {
  src: '/illustrations/dialog-v3.svg',
  width: 460,
  height: 200,
  alt: { ko: '2.0 배지에서 3.0 배지로 이어지는 화살표', en: 'An arrow leading from a 2.0 badge to a 3.0 badge' },
} as const

/** Popups of docs/rules/pages.md §2.4, §2.11; their content arrives with the pages that show them. */
export const popups = definePopups([
  {
    id: 'loginPath',
    page: 'HomePage',
    enabled: true,
    hideForToday: true,
    maxWidth: 650,
    title: { ko: '로그인 경로 안내', en: 'Which sign-in is yours?' },
    parts: [
      {
        heading: { ko: '기존 회원이신가요?', en: 'Already on Open Badges 2.0?' },
        paragraphs: [
          {
            ko: '오픈배지 2.0 서비스에 가입한 발급기관과 지갑 사용자는 기존 로그인 경로를 그대로 이용합니다. 계정이나 이전에 관한 문의는 언제든 남겨 주세요.',
            en: 'Issuers and wallet users who joined the Open Badges 2.0 service keep signing in where they always have. Questions about your account or moving to 3.0? Write to us.',
          },
        ],
        links: [{ label: { ko: 'v2.0 로그인', en: 'Sign in to v2.0' }, page: 'UserForOpenbadgePage' }, contact],
      },
      {
        heading: { ko: '처음 오셨나요?', en: 'New here?' },
        paragraphs: [
          {
            ko: '배지를 받으신 분은 오픈배지 3.0 지갑에서 배지를 모으고 보여주고 공유하세요. 배지를 발급하려는 기관은 3.0 발급 서비스로 시작합니다.',
            en: 'Received a badge? Collect, showcase and share it in the Open Badges 3.0 wallet. Want to issue badges? Your organisation starts with the 3.0 issuer service.',
          },
        ],
        links: [{ label: { ko: 'v3.0 로그인 안내', en: 'Sign in to v3.0' }, page: 'UserForOpenbadgeV3Page' }],
      },
    ],
  },
  {
    id: 'seminar',
    page: 'HomePage',
    enabled: false,
    hideForToday: true,
    maxWidth: 630,
    title: { ko: '세미나 안내', en: 'Seminar' },
    parts: [
      {
        paragraphs: [
          {
            ko: '디지털 배지로 학습과 역량을 인정하는 방법을 사례와 함께 소개하는 세미나를 엽니다. 참가 신청은 문의하기로 남겨 주세요.',
            en: 'Join our seminar on recognising learning and skills with digital badges, with cases from schools and companies. Register through the contact page.',
          },
        ],
        links: [contact],
      },
    ],
  },
  {
    id: 'forum',
    page: 'HomePage',
    enabled: false,
    hideForToday: true,
    maxWidth: 630,
    title: { ko: '포럼 안내', en: 'Forum' },
    parts: [
      {
        paragraphs: [
          {
            ko: '오픈배지 3.0과 검증 가능한 자격증명의 현재와 다음을 이야기하는 포럼에 초대합니다. 자세한 일정은 문의하기로 알려 드립니다.',
            en: 'You are invited to a forum on Open Badges 3.0 and verifiable credentials, today and next. Ask us for the programme through the contact page.',
          },
        ],
        links: [contact],
      },
    ],
  },
  {
    // docs/rules/pages.md §2.11, §4.4: on the v2.0 entry page, visible on open and closed by its buttons only.
    id: 'badgesV3',
    page: 'UserForOpenbadgePage',
    enabled: true,
    hideForToday: false,
    maxWidth: 500,
    title: { ko: '오픈배지 3.0을 만나보세요', en: 'Meet Open Badges 3.0' },
    image: v3Illustration,
    parts: [
      {
        paragraphs: [
          {
            ko: '오픈배지 3.0은 W3C 검증 가능한 자격증명에 기반한 새 표준으로, 발급자의 전자서명으로 위변조를 확인합니다.',
            en: "Open Badges 3.0 is the new standard built on W3C Verifiable Credentials: the issuer's digital signature shows that a badge is unaltered.",
          },
          {
            ko: '샘플 배지를 받아 새 3.0 지갑을 먼저 써 보세요. 2.0 지갑에서 쓰는 이메일로 받으면 두 지갑이 연결됩니다.',
            en: 'Get a sample badge and try the new 3.0 wallet. Use the e-mail address of your 2.0 wallet, and the two wallets are linked.',
          },
        ],
        links: [{ label: { ko: '3.0 샘플 배지 받기', en: 'Get a 3.0 sample badge' }, page: 'SampleBadgesV3Page' }],
      },
    ],
  },
  {
    // docs/rules/pages.md §2.11: the 3.0 wallet's promotion on the v3.0 entry page. Off: that page's
    // visitors have chosen 3.0 already, and its offer (a sample badge) is a link of the page's
    // wallet column instead (docs/decisions/one-overlay-at-a-time.md, "The 3.0 page's advert").
    id: 'walletV3Promo',
    page: 'UserForOpenbadgeV3Page',
    enabled: false,
    hideForToday: true,
    maxWidth: 500,
    title: { ko: '오픈배지 3.0 지갑', en: 'The Open Badges 3.0 wallet' },
    image: v3Illustration,
    parts: [
      {
        paragraphs: [
          {
            ko: '새 3.0 지갑에서는 서명된 배지를 받고, 보여주고, 누구나 확인할 수 있게 공유합니다. 샘플 배지로 지금 바로 시작해 보세요.',
            en: 'In the new 3.0 wallet you receive signed badges, show them, and share them for anyone to verify. Start now with a sample badge.',
          },
        ],
        links: [{ label: { ko: '샘플 배지 받으러 가기', en: 'Get a sample badge' }, page: 'SampleBadgesV3Page' }],
      },
    ],
  },
])
