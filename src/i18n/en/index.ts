import type { Translation } from '../i18n-types'

/** English interface strings; a key missing here, or one not in Korean, fails `tsc`. */
const en = {
  shell: {
    skipToContent: 'Skip to main content',
    mainNavigation: 'Main menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    home: '{name} home',
    languageSwitch: 'Language',
    switchTo: 'View in {language}',
    opensInNewTab: 'opens in a new tab',
    scrollToTop: 'Back to top',
  },
  footer: {
    label: 'Site information',
    social: 'Social media',
    legal: 'Terms and policies',
    links: 'Related sites',
    support: 'Support {phone} ({hours})',
    email: 'E-mail {email}',
    address: 'Address {address}',
    placeholder: 'Contact details, address and external site addresses are samples.',
  },
  alert: {
    title: 'Notice',
    ok: 'OK',
    failedWithMessage: 'Error: {message}. Please try again.',
    failed: 'An error occurred. Please try again.',
    serverError: 'A server error occurred. Please try again in a moment.',
    connectionFailed: 'Could not connect to the server. Please check your internet connection.',
    unexpected: 'Something went wrong. Please try again. If it keeps happening, please contact the administrator.',
    serverDown: 'The server cannot be reached right now. We are working to restore it. For urgent questions, call us on {phone}.',
    tooManyRequests: 'Too many requests. Please try again in a minute.',
  },
  lists: {
    loading: 'Loading',
    failed: 'The list could not be loaded. Please try again in a moment.',
    empty: 'There are no posts.',
  },
  eventBadge: {
    dates: 'Event dates',
  },
  legal: {
    contents: 'Contents',
    effective: 'Effective date',
    amended: 'Amended',
    chapter: 'Chapter {number}. {title}',
    article: 'Article {number} ({title})',
    articleInContents: 'Article {number}. {title}',
  },
  press: { list: 'Press coverage' },
  officeMap: {
    map: 'Map of {place}',
    staticMap: 'Drawing of central Seoul with a marker at {place}',
    openIn: 'Open in {service}',
    kakao: 'Kakao Map',
    naver: 'Naver Map',
    google: 'Google Maps',
  },
  pageDialog: { hideForToday: 'Do not show again today' },
} satisfies Translation

export default en
