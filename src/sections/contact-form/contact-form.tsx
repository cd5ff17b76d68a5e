import { useForm } from '@tanstack/react-form'
import { useId, useMemo, useRef, useState } from 'react'
import { alertTextFor } from '../../app/api-alert-text'
import { useCurrentPage } from '../../app/current-page'
import { useText } from '../../app/i18n'
import { useFormsLL } from '../../app/i18n-forms'
import { useSiteApi } from '../../app/site-api'
import { useAlert } from '../../components/alert/alert-provider'
import { button } from '../../components/button.css'
import { Dialog } from '../../components/dialog/dialog'
import { RequiredMark } from '../../components/form-field/required-mark'
import { submitCheckingAll } from '../../components/form-field/submit-checking-all'
import { TextField } from '../../components/form-field/text-field'
import { ManifestLink } from '../../components/manifest-link/manifest-link'
import { Spinner } from '../../components/spinner/spinner'
import { fieldRules } from '../../generated/api-rules.gen'
import { contactSchema, type ContactValues } from '../../lib/form-schemas'
import { groupDigits } from '../../lib/group-digits'
import { visuallyHidden } from '../../styles/shared.css'
import type { SectionProps } from '../section-props'
import * as styles from './contact-form.css'

const empty: ContactValues = { type: '', name: '', tel: '', email: '', path: '', content: '', agree: false }
const order = ['type', 'name', 'tel', 'email', 'path', 'content', 'agree'] as const
const contentMax = fieldRules.ContactInquiry.content.maxLength

/**
 * The inquiry form (spec 2.10, 4.2, 5.2): everything is checked on submit and nothing is sent
 * while a field is wrong; the request carries exactly the contract's fields (never the consent
 * box); `Requested` opens the success dialog, and closing it empties the form and shows the
 * completion message. Any failure shows the spec-8 alert and keeps what the visitor typed.
 */
export default function ContactFormSection({ section }: SectionProps<'contact-form'>) {
  const LL = useFormsLL()
  const text = useText()
  const api = useSiteApi()
  const showAlert = useAlert()
  const { language } = useCurrentPage()
  const id = useId()
  const [sending, setSending] = useState(false)
  const [succeeded, setSucceeded] = useState(false)
  const [completed, setCompleted] = useState(false)
  const inFlight = useRef(false)
  const schema = useMemo(() => contactSchema(LL), [LL])

  const form = useForm({
    defaultValues: empty,
    validators: { onSubmit: schema },
    onSubmit: async ({ value }) => {
      if (inFlight.current) return
      inFlight.current = true
      setSending(true)
      try {
        await api.sendContactInquiry({
          lang: language.apiLocale,
          type: value.type as 'service',
          name: value.name,
          tel: value.tel,
          email: value.email,
          ...(value.path ? { path: value.path } : {}),
          content: value.content,
        })
        setSucceeded(true)
      } catch (error) {
        const message = alertTextFor(error, LL)
        if (message) showAlert(message)
      } finally {
        inFlight.current = false
        setSending(false)
      }
    },
    onSubmitInvalid: ({ formApi }) => {
      const invalid = order.find((f) => formApi.getFieldMeta(f)?.errors.length)
      if (invalid) document.getElementById(`${id}-${invalid}`)?.focus()
    },
  })

  const closeSuccess = () => {
    setSucceeded(false)
    form.reset()
    setCompleted(true)
  }

  const c = section.consent
  return (
    <>
      {completed && (
        <p role="status" className={styles.completed}>
          {LL.forms.contact.completed()}
        </p>
      )}
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submitCheckingAll(form)
        }}
      >
        <form.Field name="type">
          {(field) => {
            const error = field.state.meta.errors[0]?.message
            return (
              <fieldset className={styles.types} aria-describedby={error ? `${id}-type-error` : undefined}>
                <legend className={styles.legend}>
                  {LL.forms.contact.type()}
                  <RequiredMark />
                </legend>
                <div className={styles.choices}>
                  {section.inquiryTypes.map((option, i) => (
                    <label key={option.value} className={styles.choice}>
                      <input
                        id={i === 0 ? `${id}-type` : undefined}
                        type="radio"
                        name={`${id}-type`}
                        value={option.value}
                        checked={field.state.value === option.value}
                        onChange={() => field.handleChange(option.value)}
                        aria-invalid={error ? true : undefined}
                      />
                      {text(option.label)}
                    </label>
                  ))}
                </div>
                {error && (
                  <p id={`${id}-type-error`} className={styles.error}>
                    {error}
                  </p>
                )}
              </fieldset>
            )
          }}
        </form.Field>
        <div className={styles.twoColumns}>
          <form.Field name="name">
            {(field) => (
              <TextField id={`${id}-name`} label={LL.forms.contact.name()} value={field.state.value} onChange={field.handleChange} onBlur={field.handleBlur} error={field.state.meta.errors[0]?.message} autoComplete="organization" required />
            )}
          </form.Field>
          <form.Field name="tel">
            {(field) => (
              <TextField id={`${id}-tel`} label={LL.forms.contact.tel()} value={field.state.value} onChange={field.handleChange} onBlur={field.handleBlur} error={field.state.meta.errors[0]?.message} hint={LL.forms.contact.telHint()} type="tel" inputMode="numeric" autoComplete="tel" required />
            )}
          </form.Field>
          <form.Field name="email">
            {(field) => (
              <TextField id={`${id}-email`} label={LL.forms.contact.email()} value={field.state.value} onChange={field.handleChange} onBlur={field.handleBlur} error={field.state.meta.errors[0]?.message} type="email" inputMode="email" autoComplete="email" required />
            )}
          </form.Field>
          <form.Field name="path">
            {(field) => (
              <TextField id={`${id}-path`} label={LL.forms.contact.path()} value={field.state.value} onChange={field.handleChange} onBlur={field.handleBlur} error={field.state.meta.errors[0]?.message} />
            )}
          </form.Field>
        </div>
        <form.Field name="content">
          {(field) => (
            <TextField
              id={`${id}-content`}
              label={LL.forms.contact.content()}
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
              error={field.state.meta.errors[0]?.message}
              hint={LL.forms.form.charCount({ count: groupDigits(field.state.value.length), max: groupDigits(contentMax) })}
              multiline
              required
            />
          )}
        </form.Field>
        <section className={styles.consent} aria-labelledby={`${id}-consent`}>
          <h2 id={`${id}-consent`} className={styles.consentHeading}>
            {text(c.heading)}
          </h2>
          <ul className={styles.consentList}>
            <li>{text(c.purpose)}</li>
            <li>{text(c.items)}</li>
            <li>{text(c.retention)}</li>
            <li>{text(c.refusal)}</li>
          </ul>
          <ManifestLink link={c.policy} />
          <form.Field name="agree">
            {(field) => {
              const error = field.state.meta.errors[0]?.message
              return (
                <div>
                  <label className={styles.agree}>
                    <input
                      id={`${id}-agree`}
                      type="checkbox"
                      className={styles.checkbox}
                      checked={field.state.value}
                      onChange={(e) => field.handleChange(e.target.checked)}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-agree-error` : undefined}
                    />
                    {/* One flex item, so the mark stays on the sentence's line. */}
                    <span>
                      {text(c.agree)}
                      <RequiredMark />
                    </span>
                  </label>
                  {error && (
                    <p id={`${id}-agree-error`} className={styles.error}>
                      {error}
                    </p>
                  )}
                </div>
              )
            }}
          </form.Field>
        </section>
        <button type="submit" className={`${button({ variant: 'primary' })} ${styles.submit}`} disabled={sending}>
          {sending && <Spinner />}
          {LL.forms.contact.submit()}
        </button>
        <p role="status" className={visuallyHidden}>
          {sending ? LL.forms.contact.sending() : ''}
        </p>
      </form>
      <Dialog
        open={succeeded}
        onClose={closeSuccess}
        title={LL.forms.contact.successTitle()}
        width={588}
        actions={
          <button type="button" className={button({ variant: 'primary' })} onClick={closeSuccess}>
            {LL.alert.ok()}
          </button>
        }
      >
        <p>{LL.forms.contact.successBody()}</p>
      </Dialog>
    </>
  )
}
