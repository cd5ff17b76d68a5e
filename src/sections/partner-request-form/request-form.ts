import { useForm } from '@tanstack/react-form'
import { useMemo } from 'react'
import { useLL } from '../../app/i18n'
import { validationLogic } from '../../components/form-field/validation-logic'
import { partnerContactSchema } from '../../lib/form-schemas'
import { checkEvent } from './event-problem-text'
import { contactFields, emptyValues, type FieldKey, type RequestValues } from './request-fields'

/** What the form holds: the text fields and choices, and the logo file chosen (none at first). */
export type RequestFormValues = RequestValues & { logo: File | undefined }

/** A message under a field, shaped as a schema's issue so every field reads its first error alike. */
export type FieldMessage = { message: string }

/** The order a partner reads the fields in: the first refused one gets the focus. */
export const fieldOrder: readonly FieldKey[] = [
  'contactName', 'email', 'tel', 'nameKo', 'nameEn', 'titleKo', 'titleEn', 'descriptionKo', 'descriptionEn', 'slug', 'interfaceLanguage',
  'partnerNameKo', 'partnerNameEn', 'partnerUrl', 'start', 'end', 'timeZone', 'claimsOpens', 'claimsCloses',
  'venueKind', 'venueNameKo', 'venueNameEn', 'venueAddressKo', 'venueAddressEn', 'venueCountry', 'platformKo', 'platformEn',
  'criteriaKo', 'criteriaEn', 'badgeLabel', 'logo',
]

const defaultValues: RequestFormValues = { ...emptyValues, logo: undefined }

/**
 * The request's form, checked as the API checks it: the contact person's fields by the contract's
 * rules (the site's forms' zod rules, run on the press and then on every change; a function, as
 * the schema checks three fields of many), the event's by the
 * manifest's own schema and the request rules in a worker (check-event.ts), on each press only:
 * it is full zod, loaded when first needed. The logo is checked when chosen (logo-field.tsx).
 * `asyncAlways`: a wrong contact field does not hide the event's refusals.
 */
export function useRequestForm(send: (values: RequestFormValues) => Promise<void>) {
  const LL = useLL()
  const contact = useMemo(() => partnerContactSchema(LL), [LL])
  return useForm({
    defaultValues,
    validationLogic,
    asyncAlways: true,
    validators: {
      onDynamic: ({ value }) => {
        const parsed = contact.safeParse(value)
        const messages: Partial<Record<FieldKey, FieldMessage>> = {}
        for (const issue of parsed.success ? [] : parsed.error.issues) {
          const field = contactFields.find((key) => key === issue.path[0])
          if (field) messages[field] ??= { message: issue.message }
        }
        return parsed.success ? undefined : { fields: messages }
      },
      onSubmitAsync: async ({ value }) => {
        const { logo: _file, ...fields } = value
        const refused = await checkEvent(fields, LL)
        const messages: Partial<Record<FieldKey, FieldMessage>> = {}
        for (const [field, message] of Object.entries(refused) as [FieldKey, string][]) messages[field] = { message }
        return Object.keys(messages).length > 0 ? { fields: messages } : undefined
      },
    },
    onSubmit: ({ value }) => send(value),
  })
}

export type RequestForm = ReturnType<typeof useRequestForm>
