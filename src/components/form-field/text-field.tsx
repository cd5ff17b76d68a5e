import type { ReactNode } from 'react'
import { CharCounter, characterCount } from './char-counter'
import * as styles from './form-field.css'
import { RequiredMark } from './required-mark'

type Props = {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  /** The first failed rule's message; ties to the field with aria-describedby and aria-invalid. */
  error?: string | undefined
  /** Shown under the field (e.g. a counter or a format hint), also tied to it. */
  hint?: ReactNode
  /** The API's length limit: a counter under the field, "invalid" as soon as the text passes it. */
  maxLength?: number
  required?: boolean
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  inputMode?: 'text' | 'email' | 'numeric' | 'tel'
  /** The id of a `<datalist>` whose values the browser suggests as one types (not for a textarea). */
  list?: string | undefined
  /** Called as the field takes the focus (e.g. to fill its `list` when first needed). */
  onFocus?: (() => void) | undefined
  multiline?: boolean
}

/**
 * A labelled text input (or textarea) with its hint and error tied to it, the way a screen reader
 * announces them: label, value, "invalid", then the error, the hint and the counter.
 */
export function TextField({ id, label, value, onChange, error, hint, maxLength, required, type = 'text', autoComplete, inputMode, list, onFocus, multiline }: Props) {
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : '', maxLength ? `${id}-count` : ''].filter(Boolean).join(' ') || undefined
  const tooLong = maxLength !== undefined && characterCount(value) > maxLength
  const common = {
    id,
    name: id,
    value,
    onFocus,
    required,
    'aria-invalid': error || tooLong ? true : undefined,
    'aria-describedby': describedBy,
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <RequiredMark />}
      </label>
      {multiline ? (
        <textarea {...common} className={styles.textarea} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} className={styles.input} type={type} autoComplete={autoComplete} inputMode={inputMode} list={list} onChange={(e) => onChange(e.target.value)} />
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {maxLength && <CharCounter id={`${id}-count`} value={value} max={maxLength} />}
    </div>
  )
}
