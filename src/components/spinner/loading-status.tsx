import { useLL } from '../../app/i18n'
import * as styles from './loading-status.css'

/**
 * A list's loading state: a turning wheel and the word "loading", announced once by screen
 * readers. Its own wheel rather than `Spinner`: list pages then load no chunk shared with the forms.
 */
export function LoadingStatus() {
  const LL = useLL()
  return (
    <p role="status" className={styles.status}>
      <span className={styles.wheel} aria-hidden="true" />
      {LL.lists.loading()}
    </p>
  )
}
