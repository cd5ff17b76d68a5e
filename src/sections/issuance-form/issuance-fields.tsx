import { useLL } from '../../app/i18n'
import { TextField } from '../../components/form-field/text-field'
import { fieldRules } from '../../generated/api-rules.gen'
import type { SectionProps } from '../section-props'
import type { IssuanceForm } from './use-issuance-form'
import * as styles from './issuance-form.css'

/** The visitor's name and e-mail, and the claim code on an event that asks for one, each with its first error tied to it. */
export function IssuanceFields({ form, prefix, asksClaimCode }: { form: IssuanceForm; prefix: string; asksClaimCode: boolean }) {
  const LL = useLL()
  return (
    <>
      <form.Field name="name">
        {(field) => (
          <TextField
            id={`${prefix}-name`}
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
            id={`${prefix}-email`}
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
              id={`${prefix}-claimCode`}
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
    </>
  )
}

type WalletProps = { prefix: string; targets: SectionProps<'issuance-form'>['section']['targets']; chosen: number; onChoose: (index: number) => void }

/** Which wallet the badge goes to, where a page offers more than one. */
export function WalletChoice({ prefix, targets, chosen, onChoose }: WalletProps) {
  const LL = useLL()
  return (
    <fieldset className={styles.wallets}>
      <legend className={styles.legend}>{LL.issuance.wallet()}</legend>
      <div className={styles.choices}>
        {targets.map((t, i) => (
          <label key={t.endpoint} className={styles.choice}>
            <input type="radio" name={`${prefix}-wallet`} value={t.endpoint} checked={i === chosen} onChange={() => onChoose(i)} />
            {t.label ?? t.endpoint}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
