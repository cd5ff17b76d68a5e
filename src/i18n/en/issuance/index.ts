import type { NamespaceIssuanceTranslation } from '../../i18n-types'

/** English strings of the badge request form; a key missing here, or one not in Korean, fails `tsc`. */
const en_issuance = {
  wallet: 'Wallet',
  walletName: 'Open Badges {version} wallet',
  name: 'Name',
  claimCode: 'Claim code',
  claimCodeHint: 'Shown on the poster and the screen at the event; the QR code fills it in for you.',
  claimCodeRefused: 'This is not the claim code given at the event. Please check the code on the poster or the screen and try again.',
  comeBackWithCode: 'Come back then: your name, e-mail and the claim code given at the event are all it takes.',
  claimsOpenOn: 'Claims for this badge open on {opens}.',
  claimsClosedOn: 'Claims for this badge closed on {closes}.',
  email: 'Email',
  submit: 'Issue the badge',
  next: {
    heading: 'What happens next',
    // "e-mail" held together with word joiners, as codegen holds the manifest's texts
    // (manifest/no-break.ts): in Pretendard the line broke after its hyphen at 375 px.
    email: 'The notification e\u2060-\u2060mail can take up to 1 hour to reach the address you entered.',
    notice: 'The issuance-complete notice can take up to 24 hours.',
    landsBefore: 'The badge lands in your ',
    landsAfter: '.',
  },
  noEmail: {
    question: 'No e-mail?',
    answer: 'Check your spam folder. The notification e\u2060-\u2060mail can take up to 1 hour. If it still has not arrived, let us know.',
    contact: 'Contact us',
  },
  privacy: {
    heading: 'How we use your personal information',
    purpose: 'Purpose: issuing this badge and e-mailing you about it',
    items: 'Items: name, e-mail',
    retention: 'Retention: one year after the badge is issued',
    basis: 'We need them to issue the badge you ask for, so we process them without asking for consent (Article 15(1)4 of the Personal Information Protection Act).',
    refusal: 'You may refuse to give them; without them we cannot issue the badge.',
    policy: 'Read the full privacy policy',
  },
  confirmTitle: 'Issue with this information?',
  no: 'No',
  yes: 'Yes',
  sending: 'Requesting your badge',
  successTitle: 'Your badge is on its way',
  successTitleNamed: 'Your {badge} is on its way',
  successBody: 'The e-mail with your badge can take up to 1 hour to reach the address below.',
  sentTo: 'Sent to',
  duplicateTitle: 'You already requested this badge',
  duplicateBody: 'This badge was already requested for this address on {date}, so no new request was made. The badge of that first request goes to the wallet below.',
  duplicateBodyUndated: 'This badge was already requested for this address, so no new request was made. The badge of that first request goes to the wallet below.',
} satisfies NamespaceIssuanceTranslation

export default en_issuance
