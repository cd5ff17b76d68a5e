import { definePopups } from './schema/popup'

/** Popups of spec 2.4 and 2.11; their content arrives with the pages that show them. */
export const popups = definePopups([
  {
    id: 'loginPath',
    page: 'HomePage',
    enabled: true,
    hideForToday: true,
    maxWidth: 650,
    title: { ko: '로그인 경로 안내', en: 'Which sign-in is yours?' },
  },
  {
    id: 'seminar',
    page: 'HomePage',
    enabled: false,
    hideForToday: true,
    maxWidth: 630,
    title: { ko: '세미나 안내', en: 'Seminar' },
  },
  {
    id: 'forum',
    page: 'HomePage',
    enabled: false,
    hideForToday: true,
    maxWidth: 630,
    title: { ko: '포럼 안내', en: 'Forum' },
  },
  {
    id: 'badgesV3',
    page: 'UserForOpenbadgePage',
    enabled: true,
    hideForToday: false,
    maxWidth: 500,
    title: { ko: '오픈배지 3.0을 만나보세요', en: 'Meet Open Badges 3.0' },
  },
  {
    id: 'walletV3Promo',
    page: 'UserForOpenbadgeV3Page',
    enabled: true,
    hideForToday: true,
    maxWidth: 500,
    title: { ko: '오픈배지 3.0 지갑', en: 'The Open Badges 3.0 wallet' },
  },
])
