import { definePopups } from './schema/popup'

/**
 * Popups of spec 2.4; their content arrives with the pages that show them. The login pages' dialogs
 * (spec 2.11) are `page-dialog` sections of those pages.
 */
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
])
