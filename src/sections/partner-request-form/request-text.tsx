import { useLL } from '../../app/i18n'
import { TextField } from '../../components/form-field/text-field'
import * as fieldStyles from '../../components/form-field/form-field.css'
import type { RequestForm } from './request-form'
import type { RequestValues } from './request-fields'
import * as styles from './partner-request-form.css'

/** A field the partner types into (every one but the choices, the box and the logo). */
export type TextKey = Exclude<keyof RequestValues, 'asksClaimCode' | 'interfaceLanguage' | 'venueKind'>

type Options = {
  required?: boolean
  hint?: string
  maxLength?: number
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  /** The id of the `<datalist>` that suggests values (time-zone-field.tsx). */
  list?: string | undefined
  onFocus?: () => void
  /** A date or a time picked with the browser's own control, which TextField does not draw. */
  picker?: 'date' | 'datetime-local'
}

/** One text field of the request, its label in the page's language, its first error tied to it. */
export function RequestText({ form, prefix, name, ...options }: Options & { form: RequestForm; prefix: string; name: TextKey }) {
  const P = useLL().partnerRequest
  const id = `${prefix}-${name}`
  const label = P.field[name]()
  return (
    <form.Field name={name}>
      {(field) => {
        const error = field.state.meta.errors[0]?.message
        if (options.picker) return <PickerInput id={id} label={label} type={options.picker} value={field.state.value} onChange={field.handleChange} error={error} />
        return <TextField id={id} label={label} value={field.state.value} onChange={field.handleChange} error={error} hint={options.hint} maxLength={options.maxLength} type={options.type} autoComplete={options.autoComplete} list={options.list} onFocus={options.onFocus} required={options.required} />
      }}
    </form.Field>
  )
}

/** The Korean and English halves of one text, side by side from a tablet's width. */
export function RequestPair({ form, prefix, ko, en, required, maxLength }: { form: RequestForm; prefix: string; ko: TextKey; en: TextKey; required?: boolean; maxLength?: number }) {
  return (
    <div className={styles.twoColumns}>
      <RequestText form={form} prefix={prefix} name={ko} required={required} maxLength={maxLength} />
      <RequestText form={form} prefix={prefix} name={en} required={required} maxLength={maxLength} />
    </div>
  )
}

type PickerProps = { id: string; label: string; type: 'date' | 'datetime-local'; value: string; onChange: (value: string) => void; error: string | undefined }

function PickerInput({ id, label, type, value, onChange, error }: PickerProps) {
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <input id={id} name={id} className={fieldStyles.input} type={type} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error && (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
