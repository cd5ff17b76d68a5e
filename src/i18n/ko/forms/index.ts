import type { BaseTranslation } from '../../i18n-types'

/**
 * Korean strings of the forms (what both forms share, and the contact form's): a lazy namespace
 * (`lazyNamespaces` in `src/app/i18n.ts`, the form sections' `strings`), so a page with a form
 * gets it in its own language, in the HTML, and no page's JavaScript carries it; the badge
 * request form's own strings are the `issuance` namespace.
 */
const ko_forms = {
  form: {
    required: '필수',
    sending: '보내는 중입니다',
    charCount: '{count:string} / {max:string}자',
    charOver: '{over:string}자 초과',
    overLimit: '{max:string}자를 넘었습니다.',
    stillLoading: '페이지를 아직 불러오는 중입니다. 준비되는 대로 이어서 진행하며, 입력하신 내용은 그대로 남아 있습니다.',
    needsScripts: '이 양식은 자바스크립트로 전송됩니다. 보내시려면 브라우저에서 자바스크립트를 켜 주세요.',
  },
  contact: {
    type: '문의 유형',
    name: '이름 또는 회사명',
    tel: '연락처',
    telHint: '숫자만 입력해 주세요 (예: 0212345678)',
    email: '이메일',
    path: '알게 된 경로',
    content: '문의 내용',
    submit: '문의 보내기',
    sending: '문의를 보내는 중입니다',
    successTitle: '문의가 접수되었습니다',
    successBody: '담당자가 확인한 뒤 입력하신 이메일로 답변드리겠습니다.',
    completed: '문의해 주셔서 감사합니다. 다른 문의가 있으시면 아래 양식을 다시 작성해 주세요.',
    /** The consent box's own rule (docs/rules/contact.md §5.2): it is the form's, never sent, so no request body words it. */
    agreeRequired: '개인정보 처리방침에 동의해주세요.',
  },
  /**
   * What a form field is told when its value breaks a rule of openapi/api.yaml; the site's forms
   * show it and the reference API sends it (src/lib/field-messages.ts). A rule is told by its
   * kind: `required` (nothing typed), `maxLength` (too long), `invalid` (pattern, format, type) or
   * `choose` (one of a list). `rule` words each kind for any field of any request body; `field`
   * holds a field's own words, by request body (its schema name) and field, which win over
   * `rule`'s (docs/rules/issuance.md §5.1 and docs/rules/contact.md §5.2's to the letter where it gives them). `{max}` is the body's own limit.
   */
  validation: {
    rule: {
      required: '이 항목을 입력해주세요.',
      maxLength: '{max:string}자 이내로 입력해주세요.',
      invalid: '입력하신 값을 확인해주세요.',
      choose: '항목 중 하나를 선택해주세요.',
    },
    field: {
      IssuanceRequest: {
        name: { required: '이름을 입력해주세요.', maxLength: '이름은 {max:string}자 이내로 입력해주세요.' },
        email: { required: '이메일을 입력해주세요.', invalid: '유효한 이메일 주소를 입력해주세요.' },
        claimCode: {
          required: '참가 코드를 입력해주세요.',
          invalid: '참가 코드는 영문자와 숫자로만 되어 있습니다.',
          maxLength: '참가 코드는 {max:string}자 이내입니다.',
        },
      },
      ContactInquiry: {
        type: { choose: '문의 유형을 선택해주세요.' },
        name: { required: '이름을 입력해주세요.', maxLength: '이름은 {max:string}자 이내로 입력해주세요.' },
        tel: {
          required: '연락처를 입력해주세요.',
          invalid: '연락처는 숫자만 입력해주세요.',
          maxLength: '연락처는 {max:string}자리 이내로 입력해주세요.',
        },
        email: { required: '이메일을 입력해주세요.', invalid: '유효한 이메일 주소를 입력해주세요.' },
        path: { maxLength: '알게 된 경로는 {max:string}자 이내로 입력해주세요.' },
        content: { required: '문의 내용을 입력해주세요.', maxLength: '문의 내용은 {max:string}자 이내로 입력해주세요.' },
      },
    },
  },
} satisfies BaseTranslation

export default ko_forms
