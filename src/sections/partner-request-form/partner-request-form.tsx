import { lazy, Suspense, useId, useRef, useState } from 'react'
import type { ApiError } from '../../api'
import { formBody } from '../../api/form-body'
import { useCurrentPage } from '../../app/current-page'
import { useLL } from '../../app/i18n'
import { useSubmit } from '../../app/use-submit'
import { button } from '../../components/button.css'
import { focusFirstInvalid } from '../../components/form-field/focus-first-invalid'
import { ManifestLink } from '../../components/manifest-link/manifest-link'
import { ScriptForm } from '../../components/script-form/script-form'
import { Spinner } from '../../components/spinner/spinner'
import { requestPartnerEvent } from '../../generated/operations/request-partner-event.gen'
import { visuallyHidden } from '../../styles/shared.css'
import type { SectionProps } from '../section-props'
import type { Received } from './received-dialog'
import { requestBody } from './request-body'
import { fieldOfPath } from './request-fields'
import { fieldOrder, useRequestForm, type RequestForm } from './request-form'
import { BadgeGroup, ContactGroup, EventGroup, PartnerGroup, WhenGroup, WhereGroup } from './request-groups'
import * as styles from './partner-request-form.css'

// Its own chunk, fetched the first time the partner asks for it: the event intro, the slide's
// layout and its QR encoder stay out of the form page's first load.
const RequestPreview = lazy(() => import('./preview/request-preview'))
// Fetched with the answer: TanStack Form on this page cost more than its budget had room for.
const ReceivedDialog = lazy(() => import('./received-dialog'))

/**
 * A partner's request for an event page (docs/events-and-partners.md), built as the site's other
 * forms are (request-form.ts) and sent as the contract's multipart body with the logo file. A
 * refusal the API names a field for goes under that field in the API's sentence, which follows
 * the request's language, the page's; any other failure is the alert of docs/rules/api.md §8.
 * Nothing typed or chosen is lost, the file included.
 */
export default function PartnerRequestFormSection({ section }: SectionProps<'partner-request-form'>) {
  const P = useLL().partnerRequest
  const { language } = useCurrentPage()
  const id = useId()
  const [received, setReceived] = useState<Received>()
  // The dialog mounts with the first answer and then stays: closing it is what returns the focus.
  const dialogShown = useRef(false)
  if (received) dialogShown.current = true
  // Called on a refusal, once `form` below exists.
  const { submit, sending } = useSubmit(undefined, undefined, (error) => placeRefusal(form, error))
  const form = useRequestForm(async (values) => {
    const answer = await submit(requestPartnerEvent, formBody(requestBody(values, language.apiLocale)))
    if (answer) setReceived({ requestId: answer.requestId, duplicate: answer.duplicate })
  })

  // Every press ends with the focus on the first field in error, a repeated press too (TanStack
  // Form calls its own "invalid" handler only on the first).
  const press = async () => {
    await form.handleSubmit()
    if (!form.state.isValid) focusFirstInvalid(form, fieldOrder, id)
  }
  /** What the partner typed or chose before the page was ready (ScriptForm). */
  const restore = (field: string, value: string | boolean) => {
    const name = fieldOrder.find((key) => key === field)
    if (field === 'asksClaimCode') form.setFieldValue('asksClaimCode', value === true)
    else if (name && name !== 'logo' && typeof value === 'string') form.setFieldValue(name, value)
  }

  return (
    <>
      <ScriptForm className={styles.form} prefix={id} onSubmit={() => void press()} restore={restore}>
        <p className={styles.intro}>{P.intro()}</p>
        <ContactGroup form={form} prefix={id} />
        <EventGroup form={form} prefix={id} />
        <PartnerGroup form={form} prefix={id} />
        <WhenGroup form={form} prefix={id} />
        <WhereGroup form={form} prefix={id} />
        <BadgeGroup form={form} prefix={id} />
        <p className={styles.privacy}>
          {P.privacy()} <ManifestLink link={section.policy} />
        </p>
        <RequestButtons form={form} sending={sending} />
        <p role="status" className={visuallyHidden}>
          {sending ? P.sending() : ''}
        </p>
      </ScriptForm>
      {dialogShown.current && (
        <Suspense>
          <ReceivedDialog received={received} onClose={() => setReceived(undefined)} />
        </Suspense>
      )}
    </>
  )
}

/**
 * A refused field (400), the logo's reason (422) or its size (413), under the field in the API's
 * sentence; false when the refusal names no field of the form (the alert words it).
 */
function placeRefusal(form: RequestForm, error: ApiError): boolean {
  const field = error.kind === 'rejected' && error.field ? fieldOfPath(error.field) : undefined
  const message = error.serverMessage
  if (!field || !message) return false
  // A submit error, as the press's own checks give: the field's next change takes it away.
  form.setFieldMeta(field, (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onSubmit: { message } } }))
  return true
}

/** Send, and the preview of what the form holds now, which follows every edit while open. */
function RequestButtons({ form, sending }: { form: RequestForm; sending: boolean }) {
  const P = useLL().partnerRequest
  const [previewing, setPreviewing] = useState(false)
  const previewButton = useRef<HTMLButtonElement>(null)
  const closePreview = () => {
    setPreviewing(false)
    previewButton.current?.focus()
  }
  return (
    <>
      <div className={styles.buttons}>
        <button type="submit" className={button({ variant: 'primary' })} disabled={sending}>
          {sending && <Spinner />}
          {P.submit()}
        </button>
        <button ref={previewButton} type="button" className={button({ variant: 'secondary' })} aria-expanded={previewing} onClick={() => setPreviewing((open) => !open)}>
          {P.preview()}
        </button>
      </div>
      {previewing && (
        <form.Subscribe selector={(state) => ({ values: state.values, logoRefused: state.fieldMeta.logo?.errorMap.onChange !== undefined })}>
          {({ values: { logo, ...values }, logoRefused }) => (
            <Suspense fallback={<p role="status">{P.previewLoading()}</p>}>
              <RequestPreview values={values} logo={logoRefused ? undefined : logo} logoRefused={logoRefused} onClose={closePreview} />
            </Suspense>
          )}
        </form.Subscribe>
      )}
    </>
  )
}
