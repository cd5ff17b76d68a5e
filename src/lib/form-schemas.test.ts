import { describe, expect, it } from 'vitest'
import { loadAllDictionaries } from '../app/test-support/render-in-page'
import { fieldRules } from '../generated/api-rules.gen'
import { contactSchema } from './contact-schema'
import { issuanceSchema } from './form-schemas'

const { ko, en } = await loadAllDictionaries()
// Words docs/rules/ does not give to the letter are the dictionary's: a test reads them there.
const issuanceWords = (L: typeof en) => L.forms.validation.field.IssuanceRequest
const contactWords = en.forms.validation.field.ContactInquiry

/** Field -> first message, as the form shows it. */
function messages(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  const out: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message
  return out
}

// docs/rules/issuance.md §5.1, to the letter, full stop included.
describe('issuance form checks', () => {
  it.each([
    [{ name: '', email: '' }, { name: '이름을 입력해주세요.', email: '이메일을 입력해주세요.' }, { name: 'Please enter your name.', email: 'Please enter your email.' }],
    [{ name: '홍길동', email: 'hong@' }, { email: '유효한 이메일 주소를 입력해주세요.' }, { email: 'Please enter a valid email address.' }],
    [{ name: '   ', email: 'a b@c.d' }, { name: '이름을 입력해주세요.', email: '유효한 이메일 주소를 입력해주세요.' }, { name: 'Please enter your name.', email: 'Please enter a valid email address.' }],
    [{ name: '홍길동', email: 'hong@mail.example' }, {}, {}],
  ])('%j', (values, korean, english) => {
    expect(messages(issuanceSchema(ko).safeParse(values))).toEqual(korean)
    expect(messages(issuanceSchema(en).safeParse(values))).toEqual(english)
  })

  // The limit is the contract's (PersonName.maxLength), read from it: a new limit needs no edit here.
  const nameMax = fieldRules.IssuanceRequest.name.maxLength

  it(`refuses a name longer than the API takes (${nameMax}), naming the limit`, () => {
    expect(issuanceSchema(en).safeParse({ name: 'x'.repeat(nameMax), email: 'a@b.co' }).success).toBe(true)
    expect(messages(issuanceSchema(en).safeParse({ name: 'x'.repeat(nameMax + 1), email: 'a@b.co' }))).toEqual({ name: issuanceWords(en).name.maxLength({ max: String(nameMax) }) })
    expect(messages(issuanceSchema(ko).safeParse({ name: '가'.repeat(nameMax + 1), email: 'a@b.co' }))).toEqual({ name: `이름은 ${nameMax}자 이내로 입력해주세요.` })
  })

  it('tells a blank e-mail it is empty, not malformed', () => {
    expect(messages(issuanceSchema(ko).safeParse({ name: '홍길동', email: '  ' }))).toEqual({ email: '이메일을 입력해주세요.' })
  })

  const person = { name: '홍길동', email: 'hong@mail.example' }
  const codeMax = fieldRules.IssuanceRequest.claimCode.maxLength

  it('asks for the claim code only on an event that asks for one, in either letter case', () => {
    expect(issuanceSchema(en).safeParse(person).success).toBe(true)
    expect(messages(issuanceSchema(ko, true).safeParse({ ...person, claimCode: '' }))).toEqual({ claimCode: issuanceWords(ko).claimCode.required() })
    expect(messages(issuanceSchema(en, true).safeParse({ ...person, claimCode: '' }))).toEqual({ claimCode: issuanceWords(en).claimCode.required() })
    expect(issuanceSchema(en, true).safeParse({ ...person, claimCode: 'hall7qk2' }).success).toBe(true)
  })

  it.each([
    ['HALL-7QK2', (L: typeof en) => issuanceWords(L).claimCode.invalid()],
    ['H'.repeat(codeMax + 1), (L: typeof en) => issuanceWords(L).claimCode.maxLength({ max: String(codeMax) })],
  ])('refuses the claim code %j as the API would', (claimCode, words) => {
    expect(messages(issuanceSchema(ko, true).safeParse({ ...person, claimCode }))).toEqual({ claimCode: words(ko) })
    expect(messages(issuanceSchema(en, true).safeParse({ ...person, claimCode }))).toEqual({ claimCode: words(en) })
  })
})

// docs/rules/contact.md §5.2 where it gives the words; the others in the same style.
describe('contact form checks', () => {
  const valid = { type: 'service', name: '샘플주식회사', tel: '0200000000', email: 'a@b.co', path: '', content: '문의', agree: true }

  it('accepts a valid inquiry, with or without the optional path', () => {
    expect(contactSchema(ko).safeParse(valid).success).toBe(true)
    expect(contactSchema(ko).safeParse({ ...valid, path: '검색' }).success).toBe(true)
  })

  it.each([
    ['type', '', 'Please select an inquiry type.'],
    ['tel', '010-1234-5678', 'Contact information must only contain numbers.'],
    ['tel', '', contactWords.tel.required()],
    ['agree', false, 'Please agree to the Privacy Policy.'],
    ['path', 'x'.repeat(51), contactWords.path.maxLength({ max: '50' })],
    // The limit as the visitor reads it, its digits grouped.
    ['content', 'x'.repeat(5001), contactWords.content.maxLength({ max: '5,000' })],
    ['content', ' ', contactWords.content.required()],
    ['tel', 'x'.repeat(fieldRules.ContactInquiry.tel.maxLength + 1), contactWords.tel.maxLength({ max: String(fieldRules.ContactInquiry.tel.maxLength) })],
    ['type', 'complaint', 'Please select an inquiry type.'],
    // A rule the field has no words of its own for: its kind's words.
    ['path', 'a\u0007b', en.forms.validation.rule.invalid()],
  ] as const)('%s = %j: %s', (field, value, message) => {
    expect(messages(contactSchema(en).safeParse({ ...valid, [field]: value }))).toEqual({ [field]: message })
  })
})
