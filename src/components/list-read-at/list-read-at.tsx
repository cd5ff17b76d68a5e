import { useLL } from '../../app/i18n'
import { seoulDateTime } from '../../lib/seoul-time'
import * as styles from './list-read-at.css'

/**
 * When the list shown was read from the API (spec: a page built with data says so): the build's
 * time in the prerendered HTML, the visit's once a different answer replaced it. Seoul time in
 * both languages, the provider's and its lists' clock.
 */
export function ListReadAt({ readAt }: { readAt: string }) {
  const LL = useLL()
  return (
    <p className={styles.readAt}>
      <time dateTime={readAt}>{LL.lists.readAt(seoulDateTime(readAt))}</time>
    </p>
  )
}
