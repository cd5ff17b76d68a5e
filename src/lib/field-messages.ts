import { fieldRules } from '../generated/api-rules.gen'
import type { TranslationFunctions } from '../i18n/i18n-types'
import { groupDigits } from './group-digits'

/** A rule a field value can break: the JSON Schema keyword the API reports, or the form's own. */
export type FieldRuleName = 'required' | 'minLength' | 'maxLength' | 'pattern' | 'format' | 'enum' | 'type'

const limit = (n: number | undefined) => groupDigits(n ?? 0)
const { name, tel, path, content } = fieldRules.ContactInquiry

/**
 * The visitor-facing message for a form field that broke a rule, in the dictionary's language.
 * The site's forms and the reference API's 400 answers both use it, so a visitor reads the same
 * sentence whichever side refused; limits come from openapi/api.yaml. Undefined for fields no
 * form shows (e.g. `company`), which the API describes for developers instead.
 */
export function fieldRuleMessage(L: TranslationFunctions, field: string, rule: FieldRuleName): string | undefined {
  const v = L.forms.validation
  const empty = rule === 'required' || rule === 'minLength'
  switch (field) {
    case 'name':
      return rule === 'maxLength' ? v.name.maxLength({ max: limit(name.maxLength) }) : v.name.required()
    case 'email':
      return empty ? v.email.required() : v.email.invalid()
    case 'tel':
      if (empty) return v.tel.required()
      return rule === 'maxLength' ? v.tel.maxLength({ max: limit(tel.maxLength) }) : v.tel.digits()
    case 'type':
      return v.type.required()
    case 'path':
      return v.path.maxLength({ max: limit(path.maxLength) })
    case 'content':
      return rule === 'maxLength' ? v.content.maxLength({ max: limit(content.maxLength) }) : v.content.required()
    case 'agree':
      return v.agree.required()
    default:
      return undefined
  }
}
