import { useLL } from '../../app/i18n'
import * as styles from './form-field.css'

/**
 * " (required)" after a label or legend. The space is real text, not a margin: screen readers read
 * the name as "Email (required)", where a margin would make it "Email(required)".
 */
export function RequiredMark() {
  const LL = useLL()
  return (
    <>
      {' '}
      <span className={styles.required}>({LL.forms.form.required()})</span>
    </>
  )
}
