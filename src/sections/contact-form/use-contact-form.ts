import { useForm } from '@tanstack/react-form'
import { useMemo } from 'react'
import { useLL } from '../../app/i18n'
import { focusFirstInvalid } from '../../components/form-field/focus-first-invalid'
import { validationLogic } from '../../components/form-field/validation-logic'
import { contactSchema, type ContactValues } from '../../lib/contact-schema'

const empty: ContactValues = { type: '', name: '', tel: '', email: '', path: '', content: '', agree: false }
/** The fields in reading order: the first in error gets the focus. */
export const contactFieldOrder = ['type', 'name', 'tel', 'email', 'path', 'content', 'agree'] as const

/**
 * The inquiry's form: every field checked by the contract's rules on the first press and then on
 * every change; a press with a field wrong sends nothing and focuses the first such field (its
 * input's id is `<prefix>-<field>`).
 */
export function useContactForm(prefix: string, send: (values: ContactValues) => Promise<void>) {
  const LL = useLL()
  const schema = useMemo(() => contactSchema(LL), [LL])
  return useForm({
    defaultValues: empty,
    validationLogic,
    validators: { onDynamic: schema },
    onSubmit: ({ value }) => send(value),
    onSubmitInvalid: ({ formApi }) => focusFirstInvalid(formApi, contactFieldOrder, prefix),
  })
}

export type ContactForm = ReturnType<typeof useContactForm>
