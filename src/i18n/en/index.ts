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
  press: { list: 'Press coverage' },
  form: {
    required: 'required',
    sending: 'Sending',
    charCount: '{count} / {max} characters',
  },
  issuance: {
    wallet: 'Wallet',
    name: 'Name',
    email: 'Email',
    submit: 'Issue the badge',
    notes: 'The notification e-mail can take up to 1 hour, and the issuance-complete notice up to 24 hours.',
    confirmTitle: 'Issue with this information?',
    no: 'No',
    yes: 'Yes',
    sending: 'Requesting your badge',
    successTitle: 'Your badge is on its way',
    successBody: 'The notification e-mail arrives within 1 hour. The issuance-complete notice can take up to 24 hours.',
    badgePage: 'Public page of the {title} badge',
    dates: 'Event dates',
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
