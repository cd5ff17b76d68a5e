import * as z from 'zod/mini'
import type { fieldRules } from '../generated/api-rules.gen'
import type { TranslationFunctions } from '../i18n/i18n-types'
import { contractField } from './form-schemas'

// A module of its own, not beside issuanceSchema: the event pages' first load then carries neither
// it nor the zod boolean it alone uses (about 0.15 kB gzip, which the claim-code field took).

/** The contact form: the inquiry's fields as the API checks them, plus the consent box (never sent). */
export function contactSchema(L: TranslationFunctions) {
  const field = (name: keyof typeof fieldRules.ContactInquiry) => contractField(L, 'ContactInquiry', name)
  return z.object({
    type: field('type'),
    name: field('name'),
    tel: field('tel'),
    email: field('email'),
    path: field('path'),
    content: field('content'),
    agree: z.boolean().check(z.refine((value) => value, L.forms.contact.agreeRequired())),
  })
}

export type ContactValues = z.infer<ReturnType<typeof contactSchema>>
