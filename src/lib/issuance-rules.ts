import { fieldRules } from '../generated/api-rules.gen'
import type { TranslationFunctions } from '../i18n/i18n-types'
import { fieldRuleMessage } from './field-messages'

export type IssuanceValues = { name: string; email: string }

const rules = fieldRules.IssuanceRequest

/**
 * The issuance form's checks, from the contract's own rules (openapi/api.yaml): what the form
 * lets through, the API accepts. Messages are spec 5.1's, in the interface language.
 */
export function issuanceErrors(L: TranslationFunctions, values: IssuanceValues): Partial<Record<keyof IssuanceValues, string>> {
  const errors: Partial<Record<keyof IssuanceValues, string>> = {}
  for (const field of ['name', 'email'] as const) {
    const value = values[field]
    const rule = rules[field]
    const broken =
      value.length === 0
        ? 'required'
        : value.length > rule.maxLength
          ? 'maxLength'
          : !new RegExp(rule.pattern, 'u').test(value)
            ? 'pattern'
            : undefined
    if (broken) errors[field] = fieldRuleMessage(L, field, broken)
  }
  return errors
}
