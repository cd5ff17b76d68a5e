import { useForm } from '@tanstack/react-form'
import { Suspense, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useLL, useText } from '../../app/i18n'
import { useSubmit } from '../../app/use-submit'
import { button } from '../../components/button.css'
import { useClaimWindow } from '../../components/claim-window/claim-window-context'
import { TextField } from '../../components/form-field/text-field'
import { PrivacyNotice } from '../../components/privacy-notice/privacy-notice'
import { ScriptForm } from '../../components/script-form/script-form'
import { validationLogic } from '../../components/form-field/validation-logic'
import { fieldRules } from '../../generated/api-rules.gen'
import { issuanceSchema, type IssuanceValues } from '../../lib/form-schemas'
import type { SectionProps } from '../section-props'
import { takeClaimCode } from './address-code'
import { issuanceRequest, operationOf } from './issuance-request'
import { ConfirmDialog, preloadDialogs, SuccessDialog } from './lazy-dialogs'
import type { SentRequest } from './success-dialog'
import { WhatHappensNext } from './what-happens-next'
import * as styles from './issuance-form.css'

const fields = ['name', 'email', 'claimCode'] as const

/**
 * The badge request of the sample and event pages (docs/rules/issuance.md §4.1): the fields are checked before
 * anything else; a valid form asks "issue with this information?"; Yes sends once (a second
 * click does nothing), 200 opens the success dialog (a new request or a repeat, with the address
 * and the wallet) and empties the form, any failure shows the alert of docs/rules/api.md §8 and keeps what the
 * visitor typed. Beside the form: what happens next; inside it, the personal-information notice.
 */
export default function IssuanceFormSection({ section }: SectionProps<'issuance-form'>) {
  const LL = useLL()
  const text = useText()
  const asksClaimCode = section.asksClaimCode === true
  // The claim code is checked here by the contract's rules: a 400 never names it.
  const labels: Partial<Record<string, string>> = { name: LL.issuance.name(), email: LL.issuance.email() }
  const claimWindow = useClaimWindow()
  const { submit, sending } = useSubmit((field) => labels[field], claimWindow.refused)
  const id = useId()
  const [targetIndex, setTargetIndex] = useState(0)
  const [confirming, setConfirming] = useState<IssuanceValues | null>(null)
  const [sent, setSent] = useState<SentRequest | null>(null)
  const schema = useMemo(() => issuanceSchema(LL, asksClaimCode), [LL, asksClaimCode])
  const target = section.targets[targetIndex] ?? section.targets[0]!
  const deadline = claimWindow.closes
  useEffect(() => void preloadDialogs(), [])
  // Each dialog mounts when first needed and then stays: closing it is what returns focus.
  const confirmShown = useRef(false)
  const successShown = useRef(false)
  if (confirming) confirmShown.current = true
  if (sent) successShown.current = true

  const form = useForm({
    defaultValues: { name: '', email: '', claimCode: '' } as IssuanceValues,
    validationLogic,
    validators: { onDynamic: schema },
    onSubmit: ({ value }) => setConfirming(value),
    onSubmitInvalid: ({ formApi }) => {
      const invalid = fields.find((f) => formApi.getFieldMeta(f)?.errors.length)
      if (invalid) document.getElementById(`${id}-${invalid}`)?.focus()
    },
  })

  /** The code the poster's QR code brought, into an empty field (address-code.ts). */
  const fillAddressCode = () => {
    const code = asksClaimCode ? takeClaimCode(section.company) : undefined
    if (code !== undefined && !form.getFieldValue('claimCode')) form.setFieldValue('claimCode', code)
  }
  // After hydration: the prerendered page cannot know the address it is opened with.
  useEffect(fillAddressCode, [])

  async function send() {
    if (!confirming) return
    const answer = await submit(operationOf(target), issuanceRequest(section, confirming))
    setConfirming(null)
    if (!answer) return
    form.reset()
    setSent({ email: confirming.email, endpoint: target.endpoint, answer })
  }

  /** What the visitor typed or chose before the page was ready (ScriptForm). */
  const restore = (field: string, value: string | boolean) => {
    if (field === 'wallet') setTargetIndex(Math.max(0, section.targets.findIndex((t) => t.endpoint === value)))
    else if (fields.includes(field as (typeof fields)[number]) && typeof value === 'string') form.setFieldValue(field as (typeof fields)[number], value)
  }

  const closeSuccess = () => {
    setSent(null)
    form.reset()
    // The hall's code again, for a second claim from the same phone (a colleague's address).
    fillAddressCode()
  }

  return (
    <div className={styles.container}>
      <div className={styles.layout}>
        <ScriptForm className={styles.form} prefix={id} onSubmit={() => {
            // A press kept from before hydration comes here before the effect above has run.
            fillAddressCode()
            void form.handleSubmit()
          }} restore={restore}>
          {section.targets.length > 1 && (
            <fieldset className={styles.wallets}>
              <legend className={styles.legend}>{LL.issuance.wallet()}</legend>
              <div className={styles.choices}>
                {section.targets.map((t, i) => (
                  <label key={t.endpoint} className={styles.choice}>
                    <input type="radio" name={`${id}-wallet`} value={t.endpoint} checked={i === targetIndex} onChange={() => setTargetIndex(i)} />
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
                label={LL.issuance.name()}
                value={field.state.value}
                onChange={field.handleChange}
                error={field.state.meta.errors[0]?.message}
                maxLength={fieldRules.IssuanceRequest.name.maxLength}
                autoComplete="name"
                required
              />
            )}
          </form.Field>
          <form.Field name="email">
            {(field) => (
              <TextField
                id={`${id}-email`}
                label={LL.issuance.email()}
                value={field.state.value}
                onChange={field.handleChange}
                error={field.state.meta.errors[0]?.message}
                type="email"
                inputMode="email"
                autoComplete="email"
                required
              />
            )}
          </form.Field>
          {asksClaimCode && (
            <form.Field name="claimCode">
              {(field) => (
                <TextField
                  id={`${id}-claimCode`}
                  label={LL.issuance.claimCode()}
                  value={field.state.value ?? ''}
                  onChange={field.handleChange}
                  error={field.state.meta.errors[0]?.message}
                  hint={LL.issuance.claimCodeHint()}
                  autoComplete="off"
                  required
                />
              )}
            </form.Field>
          )}
          <PrivacyNotice />
          <div className={styles.submit}>
            <button type="submit" className={button({ variant: 'primary' })}>
              {LL.issuance.submit()}
            </button>
            {/* Where a visitor about to claim looks: an event's deadline, under its button. */}
            {deadline && <p className={styles.deadline}>{LL.event.claims.until({ closes: deadline })}</p>}
          </div>
        </ScriptForm>
        <WhatHappensNext endpoint={target.endpoint} />
      </div>

      <Suspense>
        {confirmShown.current && <ConfirmDialog values={confirming} sending={sending} onNo={() => setConfirming(null)} onYes={() => void send()} />}
        {successShown.current && <SuccessDialog sent={sent} badge={section.badge && text(section.badge)} onClose={closeSuccess} />}
      </Suspense>
    </div>
  )
}
