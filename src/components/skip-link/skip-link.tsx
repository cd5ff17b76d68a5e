import { useLL } from '../../app/i18n'
import * as styles from './skip-link.css'

/** The first stop of the keyboard: past the header straight to the page. */
export function SkipLink() {
  const LL = useLL()
  return (
    <a className={styles.skipLink} href="#main">
      {LL.shell.skipToContent()}
    </a>
  )
}
