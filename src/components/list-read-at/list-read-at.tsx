import { useLL } from '../../app/i18n'
import { seoulDateTime } from '../../lib/seoul-time'
import * as styles from './list-read-at.css'

/**
 * When the list shown was read from the API (spec: a page built with data says so): the build's
 * time in the prerendered HTML, the visit's once a different answer replaced it. Seoul time in
 * both languages, the provider's and its lists' clock. `refreshFailed`: asking the API again
 * failed, which one quiet line says (no alert, no live region: the list is still good to read,
 * and the visitor asked for nothing).
 */
export function ListReadAt({ readAt, refreshFailed = false }: { readAt: string; refreshFailed?: boolean | undefined }) {
  const LL = useLL()
  return (
    <>
      <p className={styles.readAt}>
        <time dateTime={readAt}>{LL.lists.readAt(seoulDateTime(readAt))}</time>
      </p>
      {refreshFailed && <p className={styles.readAt}>{LL.lists.notRefreshed()}</p>}
    </>
  )
}
