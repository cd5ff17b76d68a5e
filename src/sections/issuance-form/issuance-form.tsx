import { useForm } from '@tanstack/react-form'
import { useId, useMemo, useState } from 'react'
import { useText } from '../../app/i18n'
import { useFormsLL } from '../../app/i18n-forms'
import { useSubmit } from '../../app/use-submit'
import { button } from '../../components/button.css'
import { Dialog } from '../../components/dialog/dialog'
import { submitCheckingAll } from '../../components/form-field/submit-checking-all'
import { TextField } from '../../components/form-field/text-field'
import { Spinner } from '../../components/spinner/spinner'
import { issuanceSchema, type IssuanceValues } from '../../lib/form-schemas'
import { visuallyHidden } from '../../styles/shared.css'
import type { SectionProps } from '../section-props'
import { issuanceRequest, operationOf } from './issuance-request'
import * as styles from './issuance-form.css'

const fields = ['name', 'email'] as const

/**
 * The badge request of the sample and event pages (spec 4.1): the fields are checked before
 * anything else; a valid form asks "issue with this information?"; Yes sends once (a second
 * click does nothing), 200 opens the success dialog and empties the form, any failure shows
 * the spec-8 alert and keeps what the visitor typed.
 */
export default function IssuanceFormSection({ section }: SectionProps<'issuance-form'>) {
  const LL = useFormsLL()
  const text = useText()
  const { submit, sending } = useSubmit()
  const id = useId()
  const [targetIndex, setTargetIndex] = useState(0)
  const [confirming, setConfirming] = useState<IssuanceValues | null>(null)
  const [succeeded, setSucceeded] = useState(false)
  const schema = useMemo(() => issuanceSchema(LL), [LL])
  const target = section.targets[targetIndex] ?? section.targets[0]!

  const form = useForm({
    defaultValues: { name: '', email: '' } as IssuanceValues,
    validators: { onSubmit: schema },
    onSubmit: ({ value }) => setConfirming(value),
    onSubmitInvalid: ({ formApi }) => {
      const invalid = fields.find((f) => formApi.getFieldMeta(f)?.errors.length)
      if (invalid) document.getElementById(`${id}-${invalid}`)?.focus()
    },
  })

  async function send() {
    if (!confirming) return
    const accepted = await submit(operationOf(target), issuanceRequest(section, confirming))
    setConfirming(null)
    if (!accepted) return
    form.reset()
    setSucceeded(true)
  }

  const closeSuccess = () => {
    setSucceeded(false)
    form.reset()
  }

  return (
    <>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submitCheckingAll(form)
        }}
      >
        {section.targets.length > 1 && (
          <fieldset className={styles.wallets}>
            <legend className={styles.legend}>{LL.forms.issuance.wallet()}</legend>
            <div className={styles.choices}>
              {section.targets.map((t, i) => (
                <label key={t.endpoint} className={styles.choice}>
                  <input type="radio" name={`${id}-wallet`} checked={i === targetIndex} onChange={() => setTargetIndex(i)} />
                  {t.label ? text(t.label) : t.endpoint}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {target.hint && <p className={styles.hint}>{text(target.hint)}</p>}
        <form.Field name="name">
          {(field) => (
            <TextField
              id={`${id}-name`}
              label={LL.forms.issuance.name()}
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
              error={field.state.meta.errors[0]?.message}
              autoComplete="name"
              required
            />
          )}
        </form.Field>
        <form.Field name="email">
          {(field) => (
            <TextField
              id={`${id}-email`}
              label={LL.forms.issuance.email()}
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
              error={field.state.meta.errors[0]?.message}
              type="email"
              inputMode="email"
              autoComplete="email"
              required
            />
          )}
        </form.Field>
        <p className={styles.notes}>{LL.forms.issuance.notes()}</p>
        <button type="submit" className={button({ variant: 'primary' })}>
          {LL.forms.issuance.submit()}
        </button>
      </form>

      <Dialog
        open={confirming !== null}
        onClose={() => !sending && setConfirming(null)}
        role="alertdialog"
        title={LL.forms.issuance.confirmTitle()}
        width={500}
        actions={
          <>
            <button type="button" className={button({ variant: 'secondary' })} onClick={() => setConfirming(null)} disabled={sending}>
              {LL.forms.issuance.no()}
            </button>
            <button type="button" className={button({ variant: 'primary' })} onClick={() => void send()} disabled={sending} aria-disabled={sending}>
              {sending && <Spinner />}
              {LL.forms.issuance.yes()}
            </button>
          </>
        }
      >
        <dl className={styles.summary}>
          <dt className={styles.term}>{LL.forms.issuance.name()}</dt>
          <dd className={styles.value}>{confirming?.name}</dd>
          <dt className={styles.term}>{LL.forms.issuance.email()}</dt>
          <dd className={styles.value}>{confirming?.email}</dd>
        </dl>
        <p role="status" className={visuallyHidden}>
          {sending ? LL.forms.issuance.sending() : ''}
        </p>
      </Dialog>

      <Dialog
        open={succeeded}
        onClose={closeSuccess}
        title={LL.forms.issuance.successTitle()}
        width={500}
        actions={
          <button type="button" className={button({ variant: 'primary' })} onClick={closeSuccess}>
            {LL.alert.ok()}
          </button>
        }
      >
        <p>{LL.forms.issuance.successBody()}</p>
      </Dialog>
    </>
  )
}
