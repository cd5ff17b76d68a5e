import { lazy, Suspense, useId, useRef, useState } from 'react'
import * as z from 'zod/mini'
import { isApiError, type RequestBody } from '../../api'
import { alertTextFor } from '../../app/api-alert-text'
import { useCurrentPage } from '../../app/current-page'
import { useLL } from '../../app/i18n'
import { useSiteApi } from '../../app/site-api'
import { useAlert } from '../../components/alert/alert-provider'
import { button } from '../../components/button.css'
import { Dialog } from '../../components/dialog/dialog'
import * as fieldStyles from '../../components/form-field/form-field.css'
import { TextField } from '../../components/form-field/text-field'
import { ManifestLink } from '../../components/manifest-link/manifest-link'
import { ScriptForm } from '../../components/script-form/script-form'
import { Spinner } from '../../components/spinner/spinner'
import { fieldRules } from '../../generated/api-rules.gen'
import { requestPartnerEvent } from '../../generated/operations/request-partner-event.gen'
import { contractField } from '../../lib/form-schemas'
import { visuallyHidden } from '../../styles/shared.css'
import type { SectionProps } from '../section-props'
import { ChoiceField } from './choice-field'
import { checkEvent } from './event-problem-text'
import { contactFields, emptyValues, eventOf, fieldOfPath, type FieldKey, type RequestValues } from './request-fields'
import * as styles from './partner-request-form.css'

// Its own chunk, fetched the first time the partner asks for it: the event intro, the slide's
// layout and its QR encoder stay out of the form page's first load.
const RequestPreview = lazy(() => import('./preview/request-preview'))

type Errors = Partial<Record<FieldKey, string>>
type Body = RequestBody<'requestPartnerEvent'>

/**
 * The request as multipart/form-data, the contract's media type for it: openapi-fetch sends a
 * FormData as it is (the browser sets the boundary), so the site's client needs no branch of its
 * own for the one form body, and the other pages' JavaScript carries none.
 */
function formBody(fields: Body): Body {
  const form = new FormData()
  for (const [field, value] of Object.entries(fields)) if (value !== undefined) form.append(field, value)
  return form as unknown as Body
}
type TextKey = Exclude<keyof RequestValues, 'asksClaimCode'>

/** The order a partner reads the fields in: the first refused one gets the focus. */
const order: readonly FieldKey[] = [
  'contactName', 'email', 'tel', 'nameKo', 'nameEn', 'titleKo', 'titleEn', 'descriptionKo', 'descriptionEn', 'slug', 'interfaceLanguage',
  'partnerNameKo', 'partnerNameEn', 'partnerUrl', 'start', 'end', 'timeZone', 'claimsOpens', 'claimsCloses',
  'venueKind', 'venueNameKo', 'venueNameEn', 'venueAddressKo', 'venueAddressEn', 'venueCountry', 'platformKo', 'platformEn',
  'criteriaKo', 'criteriaEn', 'badgeLabel', 'logo',
]

/**
 * A partner's request for an event page (issue 30, item 5). Checked on "send" as the API checks
 * it: the contact person's fields by the contract's rules, the event's by the manifest's own
 * schema (check-event.ts, in a worker started then: full zod stays out of every first load), and sent as a form
 * with the logo file. A refusal goes to its field in the page's language (the API answers in the
 * request's language, which is the page's: a logo's reason is its sentence); nothing typed or
 * chosen is lost, the file included.
 */
export default function PartnerRequestFormSection({ section }: SectionProps<'partner-request-form'>) {
  const LL = useLL()
  const P = LL.partnerRequest
  const { language } = useCurrentPage()
  const api = useSiteApi()
  const showAlert = useAlert()
  const id = useId()
  const [values, setValues] = useState<RequestValues>(emptyValues)
  const [errors, setErrors] = useState<Errors>({})
  const [sending, setSending] = useState(false)
  // The API's answer: the request's number, and whether it repeats an earlier one (then that one's).
  const [received, setReceived] = useState<{ requestId: number; duplicate: boolean }>()
  const logoInput = useRef<HTMLInputElement>(null)
  const [logo, setLogo] = useState<File>()
  // Why the chosen logo would be refused (check-logo.ts), shown under its field from the moment it
  // is chosen until another file is; a request with it is not sent.
  const [logoRefusal, setLogoRefusal] = useState<string>()
  const chosenLogo = useRef<File | undefined>(undefined)
  const [previewing, setPreviewing] = useState(false)
  const previewButton = useRef<HTMLButtonElement>(null)
  const closePreview = () => {
    setPreviewing(false)
    previewButton.current?.focus()
  }

  const set = (key: keyof RequestValues, value: string | boolean) => setValues((before) => ({ ...before, [key]: value }))
  const focusFirst = (found: Errors) => {
    const first = order.find((key) => found[key])
    if (first) document.getElementById(`${id}-${first}`)?.focus()
  }

  async function check(): Promise<Errors> {
    const contact = z.object(Object.fromEntries(contactFields.map((f) => [f, contractField(LL, 'PartnerEventRequest', f)])))
    const found: Errors = {}
    const parsed = contact.safeParse(Object.fromEntries(contactFields.map((f) => [f, values[f]])))
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as FieldKey] ??= issue.message
    return { ...found, ...(await checkEvent(values, LL)), ...(logoRefusal ? { logo: logoRefusal } : {}) }
  }

  async function send() {
    if (sending) return
    setSending(true)
    try {
      const found = await check()
      setErrors(found)
      if (Object.keys(found).length > 0) return focusFirst(found)
      const answer = await api.call(requestPartnerEvent, {
        body: formBody({
          lang: language.apiLocale,
          contactName: values.contactName,
          email: values.email,
          ...(values.tel ? { tel: values.tel } : {}),
          event: JSON.stringify(eventOf(values)),
          ...(logo ? { logo } : {}),
        }),
      })
      setReceived({ requestId: answer.requestId, duplicate: answer.duplicate })
    } catch (error) {
      // A refused field (400), the logo's reason (422) or its size (413): under the field, in the
      // API's sentence, which follows the request's language, the page's.
      const field = isApiError(error) && error.kind === 'rejected' && error.field ? fieldOfPath(error.field) : undefined
      if (field && isApiError(error) && error.serverMessage) {
        const refused = { [field]: error.serverMessage }
        setErrors(refused)
        focusFirst(refused)
      } else {
        const message = alertTextFor(error, LL)
        if (message) showAlert(message)
      }
    } finally {
      setSending(false)
    }
  }

  async function chooseLogo(file: File | undefined) {
    chosenLogo.current = file
    setLogo(file)
    setLogoRefusal(undefined)
    setErrors(({ logo: _was, ...rest }) => rest)
    if (!file) return
    const { logoFileRefusal } = await import('./check-logo')
    const refusal = await logoFileRefusal(file, LL)
    // Another file chosen meanwhile has its own check.
    if (chosenLogo.current !== file || !refusal) return
    setLogoRefusal(refusal)
    setErrors((before) => ({ ...before, logo: refusal }))
  }

  const restore = (field: string, value: string | boolean) => {
    if (field in values) set(field as keyof RequestValues, value)
  }

  const text = (key: TextKey, options: { required?: boolean; type?: 'text' | 'email' | 'tel'; hint?: string; maxLength?: number; autoComplete?: string; multiline?: boolean; inputType?: string } = {}) =>
    options.inputType ? (
      <div className={fieldStyles.field}>
        <label htmlFor={`${id}-${key}`} className={fieldStyles.label}>
          {P.field[key as keyof typeof P.field]()}
        </label>
        <input
          id={`${id}-${key}`}
          name={`${id}-${key}`}
          className={fieldStyles.input}
          type={options.inputType}
          value={values[key]}
          onChange={(e) => set(key, e.target.value)}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        />
        {errors[key] && (
          <p id={`${id}-${key}-error`} className={fieldStyles.error}>
            {errors[key]}
          </p>
        )}
      </div>
    ) : (
      <TextField
        id={`${id}-${key}`}
        label={P.field[key as keyof typeof P.field]()}
        value={values[key]}
        onChange={(value) => set(key, value)}
        error={errors[key]}
        hint={options.hint}
        maxLength={options.maxLength}
        type={options.type}
        autoComplete={options.autoComplete}
        multiline={options.multiline}
        required={options.required}
      />
    )
  const pair = (ko: TextKey, en: TextKey, required = false, maxLength?: number) => (
    <div className={styles.twoColumns}>
      {text(ko, { required, ...(maxLength ? { maxLength } : {}) })}
      {text(en, { required, ...(maxLength ? { maxLength } : {}) })}
    </div>
  )
  const rules = fieldRules.PartnerEventRequest

  return (
    <>
      <ScriptForm className={styles.form} prefix={id} onSubmit={() => void send()} restore={restore}>
        <p className={styles.intro}>{P.intro()}</p>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{P.group.contact()}</legend>
          <div className={styles.twoColumns}>
            {text('contactName', { required: true, maxLength: rules.contactName.maxLength, autoComplete: 'name' })}
            {text('email', { required: true, type: 'email', autoComplete: 'email' })}
          </div>
          {text('tel', { type: 'tel', hint: P.field.telHint(), autoComplete: 'tel' })}
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{P.group.event()}</legend>
          {pair('nameKo', 'nameEn', true)}
          {pair('titleKo', 'titleEn', true)}
          {pair('descriptionKo', 'descriptionEn', true, 160)}
          <div className={styles.twoColumns}>
            {text('slug', { required: true, hint: P.field.slugHint() })}
            <ChoiceField
              id={`${id}-interfaceLanguage`}
              label={P.field.interfaceLanguage()}
              value={values.interfaceLanguage}
              onChange={(value) => set('interfaceLanguage', value)}
              options={[
                { value: 'ko', label: P.field.interfaceKo() },
                { value: 'en', label: P.field.interfaceEn() },
              ]}
              error={errors.interfaceLanguage}
              required
            />
          </div>
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{P.group.partner()}</legend>
          {pair('partnerNameKo', 'partnerNameEn', true)}
          {text('partnerUrl', { hint: 'https://…' })}
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{P.group.when()}</legend>
          <div className={styles.twoColumns}>
            {text('start', { inputType: 'date' })}
            {text('end', { inputType: 'date' })}
          </div>
          {text('timeZone', { required: true, hint: P.field.timeZoneHint() })}
          <div className={styles.twoColumns}>
            {text('claimsOpens', { inputType: 'datetime-local' })}
            {text('claimsCloses', { inputType: 'datetime-local' })}
          </div>
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{P.group.where()}</legend>
          <ChoiceField
            id={`${id}-venueKind`}
            label={P.field.venueKind()}
            value={values.venueKind}
            onChange={(value) => set('venueKind', value)}
            options={[
              { value: '', label: P.field.venueNone() },
              { value: 'place', label: P.field.venuePlace() },
              { value: 'online', label: P.field.venueOnline() },
            ]}
            error={errors.venueKind}
          />
          {values.venueKind === 'place' && (
            <>
              {pair('venueNameKo', 'venueNameEn', true)}
              {pair('venueAddressKo', 'venueAddressEn', true)}
              {text('venueCountry')}
            </>
          )}
          {values.venueKind === 'online' && pair('platformKo', 'platformEn')}
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{P.group.badge()}</legend>
          {pair('criteriaKo', 'criteriaEn', false, 160)}
          {text('badgeLabel', { hint: P.field.badgeLabelHint(), maxLength: 40 })}
          <label className={styles.check}>
            <input id={`${id}-asksClaimCode`} name={`${id}-asksClaimCode`} type="checkbox" className={styles.checkbox} checked={values.asksClaimCode} onChange={(e) => set('asksClaimCode', e.target.checked)} />
            {P.field.asksClaimCode()}
          </label>
          <div className={fieldStyles.field}>
            <label htmlFor={`${id}-logo`} className={fieldStyles.label}>
              {P.field.logo()}
            </label>
            <input
              ref={logoInput}
              id={`${id}-logo`}
              name={`${id}-logo`}
              type="file"
              accept="image/png,image/svg+xml,.png,.svg"
              className={styles.file}
              onChange={(e) => void chooseLogo(e.target.files?.[0])}
              aria-invalid={errors.logo ? true : undefined}
              aria-describedby={[errors.logo ? `${id}-logo-error` : '', `${id}-logo-hint`].filter(Boolean).join(' ')}
            />
            {errors.logo && (
              <p id={`${id}-logo-error`} className={fieldStyles.error}>
                {errors.logo}
              </p>
            )}
            <p id={`${id}-logo-hint`} className={fieldStyles.hint}>
              {P.field.logoHint()}
            </p>
          </div>
        </fieldset>
        <p className={styles.privacy}>
          {P.privacy()} <ManifestLink link={section.policy} />
        </p>
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
          <Suspense fallback={<p role="status">{P.previewLoading()}</p>}>
            <RequestPreview values={values} logo={logoRefusal ? undefined : logo} logoRefused={logoRefusal !== undefined} onClose={closePreview} />
          </Suspense>
        )}
        <p role="status" className={visuallyHidden}>
          {sending ? P.sending() : ''}
        </p>
      </ScriptForm>
      <Dialog
        open={received !== undefined}
        onClose={() => setReceived(undefined)}
        title={P.successTitle()}
        width={588}
        actions={
          <button type="button" className={button({ variant: 'primary' })} onClick={() => setReceived(undefined)}>
            {LL.alert.ok()}
          </button>
        }
      >
        <p>{received?.duplicate ? P.repeatBody({ id: received.requestId }) : P.successBody({ id: received?.requestId ?? 0 })}</p>
      </Dialog>
    </>
  )
}
