import type { NamespaceFormsTranslation } from '../../i18n-types'

/** English strings of the forms; a key missing here, or one not in Korean, fails `tsc`. */
const en_forms = {
  form: {
    required: 'required',
    sending: 'Sending',
    charCount: '{count} / {max} characters',
    charOver: '{over} over the limit',
    overLimit: 'Longer than {max} characters.',
    stillLoading: 'The page is still loading. It will go on by itself as soon as it is ready; what you typed is kept.',
    needsScripts: 'This form is sent by JavaScript. Please turn JavaScript on in your browser to send it.',
  },
  contact: {
    type: 'Inquiry type',
    name: 'Name or company',
    tel: 'Contact number',
    telHint: 'Digits only, no dashes (e.g. 0212345678)',
    email: 'Email',
    path: 'How did you find us?',
    content: 'Your inquiry',
    submit: 'Send the inquiry',
    sending: 'Sending your inquiry',
    successTitle: 'Your inquiry has been received',
    successBody: 'We will read it and answer at the e-mail address you gave.',
    completed: 'Thank you for your inquiry. To ask something else, fill in the form again below.',
    agreeRequired: 'Please agree to the Privacy Policy.',
  },
  validation: {
    rule: {
      required: 'Please fill in this field.',
      maxLength: 'Please enter at most {max} characters.',
      invalid: 'Please check what you entered.',
      choose: 'Please choose one of the options.',
    },
    field: {
      IssuanceRequest: {
        name: { required: 'Please enter your name.', maxLength: 'Please enter at most {max} characters for your name.' },
        email: { required: 'Please enter your email.', invalid: 'Please enter a valid email address.' },
        claimCode: {
          required: 'Please enter the claim code.',
          invalid: 'A claim code has letters and digits only.',
          maxLength: 'A claim code has at most {max} characters.',
        },
      },
      ContactInquiry: {
        type: { choose: 'Please select an inquiry type.' },
        name: { required: 'Please enter your name.', maxLength: 'Please enter at most {max} characters for your name.' },
        tel: {
          required: 'Please enter your contact number.',
          invalid: 'Contact information must only contain numbers.',
          maxLength: 'Contact information must be at most {max} digits.',
        },
        email: { required: 'Please enter your email.', invalid: 'Please enter a valid email address.' },
        path: { maxLength: 'Please enter at most {max} characters.' },
        content: { required: 'Please enter your inquiry.', maxLength: 'Please enter at most {max} characters.' },
      },
    },
  },
} satisfies NamespaceFormsTranslation

export default en_forms
