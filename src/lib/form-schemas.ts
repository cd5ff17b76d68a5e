import * as z from 'zod/mini'
import { apiEnums, fieldRules } from '../generated/api-rules.gen'
import type { TranslationFunctions } from '../i18n/i18n-types'
import { fieldRuleMessage, type FieldRuleName } from './field-messages'

type Rule = { readonly required: boolean; readonly minLength?: number; readonly maxLength?: number; readonly pattern?: string }

/**
 * A text field checked exactly as openapi/api.yaml says (the rules of src/generated/api-rules.gen.ts),
 * with the visitor-facing message of each rule. The first failed rule is the one shown.
 */
function textField(L: TranslationFunctions, field: string, rule: Rule) {
  const message = (name: FieldRuleName) => fieldRuleMessage(L, field, name) ?? name
  // zod 4.6 measures string lengths in Unicode code points, as JSON Schema (the API's Ajv) and
  // SQLite do: an emoji is one character. server/api/form-agreement.test.ts holds both sides to it.
  const checks = [
    ...(rule.required ? [z.minLength(Math.max(1, rule.minLength ?? 1), message('required'))] : []),
    ...(rule.maxLength !== undefined ? [z.maxLength(rule.maxLength, message('maxLength'))] : []),
    ...(rule.pattern !== undefined ? [z.regex(new RegExp(rule.pattern, 'u'), message('pattern'))] : []),
  ]
  const text = z.string().check(...checks)
  // An optional field may stay empty; anything typed must follow the rules.
  return rule.required ? text : z.union([z.literal(''), text])
}

/** The issuance form: what it lets through, the API accepts (issue 11 proves it property-based). */
export function issuanceSchema(L: TranslationFunctions) {
  const rules = fieldRules.IssuanceRequest
  return z.object({ name: textField(L, 'name', rules.name), email: textField(L, 'email', rules.email) })
}

export type IssuanceValues = z.infer<ReturnType<typeof issuanceSchema>>

/** The contact form: the inquiry's fields as the API checks them, plus the consent box (never sent). */
export function contactSchema(L: TranslationFunctions) {
  const rules = fieldRules.ContactInquiry
  return z.object({
    type: z.string().check(
      z.refine((value) => (apiEnums.InquiryType as readonly string[]).includes(value), fieldRuleMessage(L, 'type', 'enum') ?? 'type'),
    ),
    name: textField(L, 'name', rules.name),
    tel: textField(L, 'tel', rules.tel),
    email: textField(L, 'email', rules.email),
    path: textField(L, 'path', rules.path),
    content: textField(L, 'content', rules.content),
    agree: z.boolean().check(z.refine((value) => value, fieldRuleMessage(L, 'agree', 'required') ?? 'agree')),
  })
}

export type ContactValues = z.infer<ReturnType<typeof contactSchema>>
