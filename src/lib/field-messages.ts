import { fieldRules, type RequestBodyName } from '../generated/api-rules.gen'
import type { TranslationFunctions } from '../i18n/i18n-types'
import { groupDigits } from './group-digits'

/** A rule a field value can break: the JSON Schema keyword the API reports. */
export type FieldRuleName = 'required' | 'minLength' | 'maxLength' | 'pattern' | 'format' | 'enum' | 'const' | 'type'

/** A field's rules as openapi/api.yaml declares them (src/generated/api-rules.gen.ts). */
export type FieldRule = {
  readonly required: boolean
  readonly minLength?: number
  readonly maxLength?: number
  readonly pattern?: string
  readonly format?: string
  readonly enum?: readonly string[]
  readonly const?: string
}

/** What a visitor is asked to do about a broken rule; the dictionaries word each (forms.validation). */
export type MessageKind = 'required' | 'maxLength' | 'invalid' | 'choose'

/** Each keyword by what it asks of the visitor: type something, shorten it, correct it, pick one. */
const kindOfRule: Record<FieldRuleName, MessageKind> = {
  required: 'required',
  minLength: 'required',
  maxLength: 'maxLength',
  pattern: 'invalid',
  format: 'invalid',
  type: 'invalid',
  enum: 'choose',
  const: 'choose',
}

/** Whether `keyword` (as the API's validator reports it) is a rule a field's message answers. */
export const isFieldRuleName = (keyword: string): keyword is FieldRuleName => Object.hasOwn(kindOfRule, keyword)

type Words = (limits: { max: string }) => string

const bodies: Readonly<Record<string, Readonly<Record<string, FieldRule>>>> = fieldRules

/** The rules of `field` in request body `body`, or undefined for a field the body does not declare. */
export function fieldRuleOf(body: RequestBodyName, field: string): FieldRule | undefined {
  return bodies[body]?.[field]
}

/** The kind of message a value gets for breaking `rule` of a field with rules `declared`. */
export function messageKind(rule: FieldRuleName, declared: FieldRule, value?: unknown): MessageKind {
  // Chosen from a list, so asked to choose, also when missing.
  if (declared.enum !== undefined || declared.const !== undefined) return 'choose'
  // White space alone reads as nothing typed, whichever rule it broke (a name of spaces breaks
  // its pattern, yet the visitor sees an empty field).
  if (declared.required && typeof value === 'string' && value.trim() === '') return 'required'
  return kindOfRule[rule]
}

/**
 * The visitor-facing message for a field of a request body that broke a rule, in the dictionary's
 * language. The site's forms and the reference API's 400 answers both use it, so a visitor reads
 * the same sentence whichever side refused. The field's own words (`forms.validation.field`, by
 * body and field) win over its kind's (`forms.validation.rule`); `{max}` is this body's own limit
 * from openapi/api.yaml. Undefined for a field the body does not declare.
 */
export function fieldRuleMessage(L: TranslationFunctions, body: RequestBodyName, field: string, rule: FieldRuleName, value?: unknown): string | undefined {
  const declared = fieldRuleOf(body, field)
  if (!declared) return undefined
  const kind = messageKind(rule, declared, value)
  const { rule: anyField, field: ownWords } = L.forms.validation
  const own: Readonly<Record<string, Readonly<Record<string, Partial<Record<MessageKind, Words>>>>>> = ownWords
  const generic: Record<MessageKind, Words> = anyField
  const ownOfField = own[body]?.[field]
  // typesafe-i18n answers any key, a missing one with an empty text: whether the field has words
  // of its own for this kind is asked of the dictionary with `in`.
  const words = ownOfField !== undefined && kind in ownOfField ? ownOfField[kind]! : generic[kind]
  return words({ max: groupDigits(declared.maxLength ?? 0) })
}
