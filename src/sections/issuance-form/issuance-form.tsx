import { useId, useState, type FormEvent } from 'react'
import { isApiError } from '../../api'
import { useLL } from '../../app/i18n'
import { useSiteApi } from '../../app/site-api'
import { button } from '../../components/button.css'
import type { IssuanceEndpoint } from '../../generated/api-rules.gen'
import { issuanceErrors, type IssuanceValues } from '../../lib/issuance-rules'
import type { SectionProps } from '../section-props'
import * as styles from './issuance-form.css'

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'requested' } | { kind: 'failed'; text: string }

/**
 * The badge request form (spec 4.1): name and e-mail checked by the contract's rules, then sent
 * to the section's endpoint with its company code. A failure keeps what the visitor typed.
 * The confirmation and success dialogs of spec 4.1 arrive with the forms issue.
 */
export default function IssuanceFormSection({ section }: SectionProps<'issuance-form'>) {
  const LL = useLL()
  const api = useSiteApi()
  const id = useId()
  const [values, setValues] = useState<IssuanceValues>({ name: '', email: '' })
  const [errors, setErrors] = useState<Partial<Record<keyof IssuanceValues, string>>>({})
  const [status, setStatus] = useState<Status>({ kind: 'idle' })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status.kind === 'sending') return
    const found = issuanceErrors(LL, values)
    setErrors(found)
    const firstInvalid = (['name', 'email'] as const).find((f) => found[f])
    if (firstInvalid) return document.getElementById(`${id}-${firstInvalid}`)?.focus()
    setStatus({ kind: 'sending' })
    try {
      await api.issueBadge(section.endpoint as IssuanceEndpoint, {
        name: values.name,
        email: values.email,
        lang: section.lang as 'ko-KR',
        company: section.company,
        ...(section.sendsLanguage ? { language: section.lang as 'ko-KR' } : {}),
      })
      setValues({ name: '', email: '' })
      setStatus({ kind: 'requested' })
    } catch (error) {
      const message = isApiError(error) ? error.serverMessage : undefined
      setStatus({ kind: 'failed', text: message ? LL.issuance.failedWithMessage({ message }) : LL.issuance.failed() })
    }
  }

  const field = (name: keyof IssuanceValues, label: string, type: string, autoComplete: string) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`} className={styles.label}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        className={styles.input}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className={styles.error}>
          {errors[name]}
        </p>
      )}
    </div>
  )

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {field('name', LL.issuance.name(), 'text', 'name')}
      {field('email', LL.issuance.email(), 'email', 'email')}
      <button type="submit" className={button({ variant: 'primary' })} disabled={status.kind === 'sending'}>
        {LL.issuance.submit()}
      </button>
      <p role="status" className={styles.status}>
        {status.kind === 'sending' && LL.issuance.sending()}
        {status.kind === 'requested' && LL.issuance.requested()}
        {status.kind === 'failed' && status.text}
      </p>
    </form>
  )
}
