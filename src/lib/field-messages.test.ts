import { describe, expect, it } from 'vitest'
import { loadAllDictionaries } from '../app/test-support/render-in-page'
import { fieldRules } from '../generated/api-rules.gen'
import en_forms from '../i18n/en/forms'
import ko_forms from '../i18n/ko/forms'
import { fieldRuleMessage, messageKind, type FieldRule, type FieldRuleName, type MessageKind } from './field-messages'

const { ko, en } = await loadAllDictionaries()
const bodies: Record<string, Record<string, FieldRule>> = fieldRules

/** The rules a field declares, as the keywords the API reports when a value breaks them. */
function rulesOf(rule: FieldRule): FieldRuleName[] {
  const declared: FieldRuleName[] = ['type']
  if (rule.required) declared.push('required')
  for (const keyword of ['minLength', 'maxLength', 'pattern', 'format', 'enum', 'const'] as const) if (rule[keyword] !== undefined) declared.push(keyword)
  return declared
}

describe('field messages, for every request body of the contract', () => {
  const fields = Object.entries(bodies).flatMap(([body, rules]) => Object.entries(rules).map(([field, rule]) => [body, field, rule] as const))

  it.each(fields)('%s.%s: a sentence for each rule it declares, in both languages', (body, field, rule) => {
    for (const keyword of rulesOf(rule)) {
      for (const L of [ko, en]) expect(fieldRuleMessage(L, body as keyof typeof fieldRules, field, keyword), keyword).toMatch(/\S.*\.$/)
    }
  })

  it('has no words for a body, a field or a rule the contract does not have (a renamed field leaves none behind)', () => {
    for (const dictionary of [ko_forms, en_forms]) {
      const own: Record<string, Record<string, Record<string, unknown>>> = dictionary.validation.field
      for (const [body, words] of Object.entries(own)) {
        for (const [field, kinds] of Object.entries(words)) {
          const rule = bodies[body]?.[field]
          expect(rule, `${body}.${field}`).toBeDefined()
          const reachable = new Set<MessageKind>(rulesOf(rule!).flatMap((keyword) => [messageKind(keyword, rule!), messageKind(keyword, rule!, ' ')]))
          for (const kind of Object.keys(kinds)) expect(reachable, `${body}.${field}.${kind}`).toContain(kind)
        }
      }
    }
  })

  it('fills in each limit from the body\'s own rule, grouped as the counter shows it', () => {
    const { tel, content } = fieldRules.ContactInquiry
    expect(fieldRuleMessage(en, 'ContactInquiry', 'tel', 'maxLength')).toBe(en.forms.validation.field.ContactInquiry.tel.maxLength({ max: String(tel.maxLength) }))
    expect(fieldRuleMessage(ko, 'ContactInquiry', 'content', 'maxLength')).toBe(`문의 내용은 ${content.maxLength.toLocaleString('en-US')}자 이내로 입력해주세요.`)
    // A field with no words of its own for a rule gets its kind's, with its own limit.
    const company = fieldRules.IssuanceRequest.company
    expect(fieldRuleMessage(en, 'IssuanceRequest', 'company', 'maxLength')).toBe(en.forms.validation.rule.maxLength({ max: String(company.maxLength) }))
  })

  it('asks to choose from a list, also when the value is missing; tells white space alone it is empty', () => {
    expect(fieldRuleMessage(en, 'ContactInquiry', 'type', 'required')).toBe('Please select an inquiry type.')
    expect(fieldRuleMessage(en, 'ContactInquiry', 'type', 'enum', '')).toBe('Please select an inquiry type.')
    expect(fieldRuleMessage(ko, 'IssuanceRequest', 'name', 'pattern', ' \u3000')).toBe('이름을 입력해주세요.')
    expect(fieldRuleMessage(ko, 'IssuanceRequest', 'name', 'pattern', 'a\u0000b')).toBe(ko.forms.validation.rule.invalid())
  })

  it('has nothing to say about a field the body does not declare', () => {
    expect(fieldRuleMessage(en, 'IssuanceRequest', 'tel', 'required')).toBeUndefined()
    expect(fieldRuleMessage(en, 'ContactInquiry', 'agree', 'required')).toBeUndefined()
  })
})
