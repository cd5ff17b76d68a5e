import { RequiredMark } from '../../components/form-field/required-mark'
import * as fieldStyles from '../../components/form-field/form-field.css'

type Props = {
  id: string
  label: string
  value: string
  options: ReadonlyArray<{ value: string; label: string }>
  onChange: (value: string) => void
  error?: string | undefined
  required?: boolean
}

/** A labelled `<select>` with its error tied to it, as TextField ties a text input's. */
export function ChoiceField({ id, label, value, options, onChange, error, required }: Props) {
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
        {required && <RequiredMark />}
      </label>
      <select id={id} name={id} className={fieldStyles.input} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
