import { useForm } from '@tanstack/react-form'
import { useId, useMemo, useState } from 'react'
import { useCurrentPage } from '../../app/current-page'
import { useLL } from '../../app/i18n'
import { useSubmit } from '../../app/use-submit'
import { button } from '../../components/button.css'
import { Dialog } from '../../components/dialog/dialog'
import { TextField } from '../../components/form-field/text-field'
import { ScriptForm } from '../../components/script-form/script-form'
import { validationLogic } from '../../components/form-field/validation-logic'
import { Spinner } from '../../components/spinner/spinner'
import { fieldRules } from '../../generated/api-rules.gen'
import { sendContactInquiry } from '../../generated/operations/send-contact-inquiry.gen'
import { contactSchema, type ContactValues } from '../../lib/contact-schema'
import { visuallyHidden } from '../../styles/shared.css'
import type { SectionProps } from '../section-props'
import { ConsentNotice } from './consent-notice'
import { InquiryTypeField } from './inquiry-type-field'
import { inquiryRequest } from './inquiry-request'
import { ContactDetails } from './contact-details'
import * as styles from './contact-form.css'

const empty: ContactValues = { type: '', name: '', tel: '', email: '', path: '', content: '', agree: false }
const order = ['type', 'name', 'tel', 'email', 'path', 'content', 'agree'] as const
const rules = fieldRules.ContactInquiry

/**
 * The inquiry form (docs/rules/contact.md §2.10, §4.2, §5.2): everything is checked on submit and nothing is sent
 * while a field is wrong; the request carries exactly the contract's fields (never the consent
 * box); `Requested` opens the success dialog, and closing it empties the form and shows the
 * completion message. Any failure shows the alert of docs/rules/api.md §8 and keeps what the visitor typed.
 */
export default function ContactFormSection({ section }: SectionProps<'contact-form'>) {
  const LL = useLL()
  const c = LL.forms.contact
  const labels: Partial<Record<string, string>> = { type: c.type(), name: c.name(), tel: c.tel(), email: c.email(), path: c.path(), content: c.content() }
  const { submit, sending } = useSubmit((field) => labels[field])
  const { language } = useCurrentPage()
  const id = useId()
  const [succeeded, setSucceeded] = useState(false)
  const [completed, setCompleted] = useState(false)
  const schema = useMemo(() => contactSchema(LL), [LL])

  const form = useForm({
    defaultValues: empty,
    validationLogic,
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      if (await submit(sendContactInquiry, inquiryRequest(value, language.apiLocale))) setSucceeded(true)
    },
    onSubmitInvalid: ({ formApi }) => {
      const invalid = order.find((f) => formApi.getFieldMeta(f)?.errors.length)
      if (invalid) document.getElementById(`${id}-${invalid}`)?.focus()
    },
  })

  /** What the visitor typed or chose before the page was ready (ScriptForm). */
  const restore = (field: string, value: string | boolean) => {
    const name = order.find((f) => f === field)
    if (name === 'agree') form.setFieldValue('agree', value === true)
    else if (name && typeof value === 'string') form.setFieldValue(name, value)
  }

  const closeSuccess = () => {
    setSucceeded(false)
    form.reset()
    setCompleted(true)
  }

  return (
    <div className={styles.container}>
      <div className={styles.layout}>
        <div className={styles.main}>
          {completed && (
            <p role="status" className={styles.completed}>
              {LL.forms.contact.completed()}
            </p>
          )}
          <ScriptForm className={styles.form} prefix={id} onSubmit={() => void form.handleSubmit()} restore={restore}>
            <form.Field name="type">
              {(field) => (
                <InquiryTypeField options={section.inquiryTypes} id={`${id}-type`} value={field.state.value} onChange={field.handleChange} error={field.state.meta.errors[0]?.message} />
              )}
            </form.Field>
            <div className={styles.twoColumns}>
              <form.Field name="name">
                {(field) => (
                  <TextField id={`${id}-name`} label={LL.forms.contact.name()} value={field.state.value} onChange={field.handleChange} error={field.state.meta.errors[0]?.message} maxLength={rules.name.maxLength} autoComplete="organization" required />
                )}
              </form.Field>
              <form.Field name="tel">
                {(field) => (
                  <TextField id={`${id}-tel`} label={LL.forms.contact.tel()} value={field.state.value} onChange={field.handleChange} error={field.state.meta.errors[0]?.message} hint={LL.forms.contact.telHint()} type="tel" inputMode="numeric" autoComplete="tel" required />
                )}
              </form.Field>
              <form.Field name="email">
                {(field) => (
                  <TextField id={`${id}-email`} label={LL.forms.contact.email()} value={field.state.value} onChange={field.handleChange} error={field.state.meta.errors[0]?.message} type="email" inputMode="email" autoComplete="email" required />
                )}
              </form.Field>
              <form.Field name="path">
                {(field) => (
                  <TextField id={`${id}-path`} label={LL.forms.contact.path()} value={field.state.value} onChange={field.handleChange} error={field.state.meta.errors[0]?.message} />
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
                  error={field.state.meta.errors[0]?.message}
                  maxLength={rules.content.maxLength}
                  multiline
                  required
                />
              )}
            </form.Field>
            <form.Field name="agree">
              {(field) => (
                <ConsentNotice consent={section.consent} id={`${id}-agree`} value={field.state.value} onChange={field.handleChange} error={field.state.meta.errors[0]?.message} />
              )}
            </form.Field>
            <button type="submit" className={`${button({ variant: 'primary' })} ${styles.submit}`} disabled={sending}>
              {sending && <Spinner />}
              {LL.forms.contact.submit()}
            </button>
            <p role="status" className={visuallyHidden}>
              {sending ? LL.forms.contact.sending() : ''}
            </p>
          </ScriptForm>
        </div>
        {section.details && <ContactDetails details={section.details} />}
      </div>
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
    </div>
  )
}
