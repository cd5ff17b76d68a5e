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
} satisfies Translation

export default en
