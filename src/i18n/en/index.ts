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
  lists: {
    loading: 'Loading',
    failed: 'The list could not be loaded. Please try again in a moment.',
    empty: 'There are no posts.',
  },
  press: { list: 'Press coverage' },
  issuance: {
    name: 'Name',
    email: 'Email',
    submit: 'Issue the badge',
    sending: 'Sending your request',
    requested: 'Your badge is requested. The notification e-mail can take up to 1 hour.',
    failedWithMessage: 'Error: {message}. Please try again.',
    failed: 'An error occurred. Please try again.',
  },
  validation: {
    name: { required: 'Please enter your name', maxLength: 'Please enter at most {max} characters for your name' },
    email: { required: 'Please enter your email', invalid: 'Please enter a valid email address' },
    tel: {
      required: 'Please enter your contact number',
      digits: 'Contact information must only contain numbers',
      maxLength: 'Contact information must be at most {max} digits',
    },
    type: { required: 'Please select an inquiry type' },
    path: { maxLength: 'Please enter at most {max} characters' },
    content: { required: 'Please enter your inquiry', maxLength: 'Please enter at most {max} characters' },
    agree: { required: 'Please agree to the Privacy Policy' },
  },
} satisfies Translation

export default en
