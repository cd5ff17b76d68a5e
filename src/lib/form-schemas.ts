import * as z from 'zod/mini'
import type { fieldRules, RequestBodyName } from '../generated/api-rules.gen'
import type { TranslationFunctions } from '../i18n/i18n-types'
import { fieldRuleMessage, fieldRuleOf, type FieldRuleName } from './field-messages'

/**
 * A field of request body `body` checked exactly as openapi/api.yaml says (its rules in
 * src/generated/api-rules.gen.ts), each rule with the message the API would give for it. The
 * first failed rule is the one shown.
 */
export function contractField<B extends RequestBodyName>(L: TranslationFunctions, body: B, field: keyof (typeof fieldRules)[B] & string, required?: true) {
  const declared = fieldRuleOf(body, field)
  if (!declared) throw new Error(`openapi/api.yaml: ${body} has no field "${field}"`)
  // A field optional in the contract that this form asks for (an event's claim code).
  const rule = required ? { ...declared, required } : declared
  // The message may depend on the value (white space alone is told it is empty), so it is chosen per issue.
  const message = (name: FieldRuleName) => ({ error: (issue: { input?: unknown }) => fieldRuleMessage(L, body, field, name, issue.input) })
  if (rule.enum !== undefined) {
    const values: readonly string[] = rule.enum
    return z.string().check(z.refine((value) => values.includes(value), message('enum')))
  }
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

/** The issuance form's values; `claimCode` only on an event that asks for one. */
export type IssuanceValues = { name: string; email: string; claimCode?: string }

/**
 * The issuance form: what it lets through, the API accepts (server/api/form-agreement.test.ts
 * proves it property-based). On an event that asks for a claim code, the code is required;
 * elsewhere the form has no such field.
 */
export function issuanceSchema(L: TranslationFunctions, asksClaimCode = false): z.ZodMiniType<IssuanceValues, IssuanceValues> {
  const person = { name: contractField(L, 'IssuanceRequest', 'name'), email: contractField(L, 'IssuanceRequest', 'email') }
  return asksClaimCode ? z.object({ ...person, claimCode: contractField(L, 'IssuanceRequest', 'claimCode', true) }) : z.object(person)
}

/** The contact person of a partner's request (the event's own fields are checked with the manifest's schema). */
export function partnerContactSchema(L: TranslationFunctions) {
  return z.object({
    contactName: contractField(L, 'PartnerEventRequest', 'contactName'),
    email: contractField(L, 'PartnerEventRequest', 'email'),
    tel: contractField(L, 'PartnerEventRequest', 'tel'),
  })
}
