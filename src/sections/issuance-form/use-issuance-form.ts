import { useForm } from '@tanstack/react-form'
import { useMemo } from 'react'
import { useLL } from '../../app/i18n'
import { focusFirstInvalid } from '../../components/form-field/focus-first-invalid'
import { validationLogic } from '../../components/form-field/validation-logic'
import { issuanceSchema, type IssuanceValues } from '../../lib/form-schemas'

/** The fields in reading order: the first in error gets the focus. */
export const issuanceFields = ['name', 'email', 'claimCode'] as const

/**
 * The badge request's form: checked by the contract's rules on the first press and then on every
 * change, the claim code only on an event that asks for one; a valid press hands the values to
 * `confirm`, a press with a field wrong focuses the first such field (id `<prefix>-<field>`).
 */
export function useIssuanceForm(prefix: string, asksClaimCode: boolean, confirm: (values: IssuanceValues) => void) {
  const LL = useLL()
  const schema = useMemo(() => issuanceSchema(LL, asksClaimCode), [LL, asksClaimCode])
  return useForm({
    defaultValues: { name: '', email: '', claimCode: '' } as IssuanceValues,
    validationLogic,
    validators: { onDynamic: schema },
    onSubmit: ({ value }) => confirm(value),
    onSubmitInvalid: ({ formApi }) => focusFirstInvalid(formApi, issuanceFields, prefix),
  })
}

export type IssuanceForm = ReturnType<typeof useIssuanceForm>
