import { useLL } from '../../app/i18n'
import * as fieldStyles from '../../components/form-field/form-field.css'
import { apiLimits } from '../../generated/api-rules.gen'
import type { RequestForm } from './request-form'
import * as styles from './partner-request-form.css'

/** The types the contract's encoding takes for the logo (api.yaml `encoding.logo`), by media type and by name. */
const logoTypes = 'image/png,image/svg+xml,.png,.svg'

/**
 * The partner's logo, a file sent as the multipart body's `logo`: checked when chosen
 * (check-logo.ts, loaded then: no first load carries it) and again on each press, by the
 * contract's limits and the API's own checks. Its reason stays under it until another file is
 * chosen; a request with it is not sent.
 */
export function LogoField({ form, prefix }: { form: RequestForm; prefix: string }) {
  const LL = useLL()
  const id = `${prefix}-logo`
  return (
    <form.Field
      name="logo"
      validators={{
        onChangeAsync: async ({ value }) => {
          if (!value) return undefined
          const { logoFileRefusal } = await import('./check-logo')
          const refusal = await logoFileRefusal(value, LL)
          return refusal === undefined ? undefined : { message: refusal }
        },
      }}
    >
      {(field) => {
        const error = field.state.meta.errors[0]?.message
        return (
          <div className={fieldStyles.field}>
            <label htmlFor={id} className={fieldStyles.label}>
              {LL.partnerRequest.field.logo()}
            </label>
            <input
              id={id}
              name={id}
              type="file"
              accept={logoTypes}
              className={styles.file}
              onChange={(e) => field.handleChange(e.target.files?.[0])}
              aria-invalid={error ? true : undefined}
              aria-describedby={[error ? `${id}-error` : '', `${id}-hint`].filter(Boolean).join(' ')}
            />
            {error && (
              <p id={`${id}-error`} className={fieldStyles.error}>
                {error}
              </p>
            )}
            <p id={`${id}-hint`} className={fieldStyles.hint}>
              {LL.partnerRequest.field.logoHint({ max: apiLimits.logoMaxBytes / 1000 })}
            </p>
          </div>
        )
      }}
    </form.Field>
  )
}
