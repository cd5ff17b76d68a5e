import { useId, useState } from 'react'
import { useCurrentPage } from '../../app/current-page'
import { useLL } from '../../app/i18n'
import { useSubmit } from '../../app/use-submit'
import { button } from '../../components/button.css'
import { Dialog } from '../../components/dialog/dialog'
import { ScriptForm } from '../../components/script-form/script-form'
import { Spinner } from '../../components/spinner/spinner'
import { sendContactInquiry } from '../../generated/operations/send-contact-inquiry.gen'
import { visuallyHidden } from '../../styles/shared.css'
import type { SectionProps } from '../section-props'
import { inquiryRequest } from './inquiry-request'
import { ContactDetails } from './contact-details'
import { ContactFields } from './contact-fields'
import { contactFieldOrder, useContactForm } from './use-contact-form'
import * as styles from './contact-form.css'

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
  const form = useContactForm(id, async (values) => {
    if (await submit(sendContactInquiry, inquiryRequest(values, language.apiLocale))) setSucceeded(true)
  })

  /** What the visitor typed or chose before the page was ready (ScriptForm). */
  const restore = (field: string, value: string | boolean) => {
    const name = contactFieldOrder.find((f) => f === field)
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
            <ContactFields form={form} prefix={id} section={section} />
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
