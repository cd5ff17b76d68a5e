import { useLL } from '../../app/i18n'
import { groupDigits } from '../../lib/group-digits'
import { visuallyHidden } from '../../styles/shared.css'
import * as styles from './form-field.css'

/**
 * Characters as the API counts them (JSON Schema's lengths, zod's `maxLength` in the forms'
 * schemas): Unicode code points, so an emoji is one.
 */
export const characterCount = (value: string) => [...value].length

type Props = { id: string; value: string; max: number }

/**
 * "12 / 100 characters" under a field, which the field names in its description. Past the limit
 * it says by how much in the error colour, and a status line says once that the text is too
 * long: a screen reader hears it as it happens, not only on the next press of the button.
 */
export function CharCounter({ id, value, max }: Props) {
  const LL = useLL()
  const count = characterCount(value)
  const over = count - max
  return (
    <>
      <p id={id} className={over > 0 ? styles.counterOver : styles.hint}>
        {LL.forms.form.charCount({ count: groupDigits(count), max: groupDigits(max) })}
        {over > 0 && ` · ${LL.forms.form.charOver({ over: groupDigits(over) })}`}
      </p>
      <p role="status" className={visuallyHidden}>
        {over > 0 ? LL.forms.form.overLimit({ max: groupDigits(max) }) : ''}
      </p>
    </>
  )
}
