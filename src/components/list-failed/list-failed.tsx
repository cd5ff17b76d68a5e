import { useLL } from '../../app/i18n'
import * as styles from './list-failed.css'

/**
 * A list that could not be loaded says so where the list would be, with a button that asks the
 * API again in place (`retry` of `useOperation`'s failed state), without reloading the page.
 * Pressing it removes the button, so focus first moves to this block's parent, the list's
 * container, which stays: a screen reader keeps its place instead of starting again at the top.
 */
export function ListFailed({ retry }: { retry: () => void }) {
  const LL = useLL()
  return (
    <div className={styles.failed}>
      <p role="alert" className={styles.message}>
        {LL.lists.failed()}
      </p>
      <button
        type="button"
        className={styles.listAction}
        onClick={(event) => {
          const container = event.currentTarget.parentElement?.parentElement
          if (container) {
            container.tabIndex = -1
            container.focus()
          }
          retry()
        }}
      >
        {LL.lists.retry()}
      </button>
    </div>
  )
}
