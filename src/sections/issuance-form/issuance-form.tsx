import { Suspense, useEffect, useId, useRef, useState } from 'react'
import { useLL } from '../../app/i18n'
import { useSubmit } from '../../app/use-submit'
import { button } from '../../components/button.css'
import { useClaimWindow } from '../../components/claim-window/claim-window-context'
import { PrivacyNotice } from '../../components/privacy-notice/privacy-notice'
import { ScriptForm } from '../../components/script-form/script-form'
import type { IssuanceValues } from '../../lib/form-schemas'
import type { SectionProps } from '../section-props'
import { takeClaimCode } from './address-code'
import { IssuanceFields, WalletChoice } from './issuance-fields'
import { issuanceRequest, operationOf } from './issuance-request'
import { ConfirmDialog, preloadDialogs, SuccessDialog } from './lazy-dialogs'
import type { SentRequest } from './success-dialog'
import { issuanceFields, useIssuanceForm } from './use-issuance-form'
import { WhatHappensNext } from './what-happens-next'
import * as styles from './issuance-form.css'

/**
 * The badge request of the sample and event pages (docs/rules/issuance.md §4.1): the fields are checked before
 * anything else; a valid form asks "issue with this information?"; Yes sends once (a second
 * click does nothing), 200 opens the success dialog (a new request or a repeat, with the address
 * and the wallet) and empties the form, any failure shows the alert of docs/rules/api.md §8 and keeps what the
 * visitor typed. Beside the form: what happens next; inside it, the personal-information notice.
 */
export default function IssuanceFormSection({ section }: SectionProps<'issuance-form'>) {
  const LL = useLL()
  const asksClaimCode = section.asksClaimCode === true
  // The claim code is checked here by the contract's rules: a 400 never names it.
  const labels: Partial<Record<string, string>> = { name: LL.issuance.name(), email: LL.issuance.email() }
  const claimWindow = useClaimWindow()
  const { submit, sending } = useSubmit((field) => labels[field], claimWindow.refused)
  const id = useId()
  const [targetIndex, setTargetIndex] = useState(0)
  const [confirming, setConfirming] = useState<IssuanceValues | null>(null)
  const [sent, setSent] = useState<SentRequest | null>(null)
  const target = section.targets[targetIndex] ?? section.targets[0]!
  const deadline = claimWindow.closes
  useEffect(() => void preloadDialogs(), [])
  // Each dialog mounts when first needed and then stays: closing it is what returns focus.
  const confirmShown = useRef(false)
  const successShown = useRef(false)
  if (confirming) confirmShown.current = true
  if (sent) successShown.current = true

  const form = useIssuanceForm(id, asksClaimCode, setConfirming)

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
    else if (issuanceFields.includes(field as (typeof issuanceFields)[number]) && typeof value === 'string') form.setFieldValue(field as (typeof issuanceFields)[number], value)
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
          {section.targets.length > 1 && <WalletChoice prefix={id} targets={section.targets} chosen={targetIndex} onChoose={setTargetIndex} />}
          {target.hint && <p className={styles.hint}>{target.hint}</p>}
          <IssuanceFields form={form} prefix={id} asksClaimCode={asksClaimCode} />
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
        {successShown.current && <SuccessDialog sent={sent} badge={section.badge} onClose={closeSuccess} />}
      </Suspense>
    </div>
  )
}
