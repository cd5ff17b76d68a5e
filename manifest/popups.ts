import { definePopups } from './schema/popup'

const contact = { label: { ko: '문의하기', en: 'Contact us' }, page: 'ContactPage' } as const

/** Popups of spec 2.4 and 2.11; their content arrives with the pages that show them. */
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
        heading: { ko: '기존 회원이신가요?', en: 'Already with us on Open Badges 2.0?' },
        text: {
          ko: '오픈배지 2.0 서비스에 가입한 발급기관과 지갑 사용자는 기존 로그인 경로를 그대로 이용합니다. 계정이나 이전에 관한 문의는 언제든 남겨 주세요.',
          en: 'Issuers and wallet users who joined the Open Badges 2.0 service keep signing in where they always have. Questions about your account or moving to 3.0? Write to us.',
        },
        links: [{ label: { ko: 'v2.0 로그인', en: 'Sign in to v2.0' }, page: 'UserForOpenbadgePage' }, contact],
      },
      {
        heading: { ko: '처음 오셨나요?', en: 'New here?' },
        text: {
          ko: '배지를 받으신 분은 오픈배지 3.0 지갑에서 배지를 모으고 보여주고 공유하세요. 배지를 발급하려는 기관은 3.0 발급 서비스로 시작합니다.',
          en: 'Received a badge? Collect, showcase and share it in the Open Badges 3.0 wallet. Want to issue badges? Your organisation starts with the 3.0 issuer service.',
        },
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
        text: {
          ko: '디지털 배지로 학습과 역량을 인정하는 방법을 사례와 함께 소개하는 세미나를 엽니다. 참가 신청은 문의하기로 남겨 주세요.',
          en: 'Join our seminar on recognising learning and skills with digital badges, with cases from schools and companies. Register through the contact page.',
        },
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
        text: {
          ko: '오픈배지 3.0과 검증 가능한 자격증명의 현재와 다음을 이야기하는 포럼에 초대합니다. 자세한 일정은 문의하기로 알려 드립니다.',
          en: 'You are invited to a forum on Open Badges 3.0 and verifiable credentials, today and next. Ask us for the programme through the contact page.',
        },
        links: [contact],
      },
    ],
  },
])
