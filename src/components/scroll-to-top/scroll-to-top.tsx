import { useEffect, useState } from 'react'
import { useLL } from '../../app/i18n'
import * as styles from './scroll-to-top.css'

/** How far down (px) the page must be before the button appears. */
const SHOW_AFTER = 240

/**
 * Back to the top; shown only once the page is scrolled (docs/rules/pages.md §2.3). Focus goes to the top too.
 * It floats in the window's margin where there is one, and otherwise ends the page before the
 * footer (`scroll-to-top.css.ts`); either way it covers nothing. It is in the HTML from the start,
 * hidden, so that showing it shifts nothing.
 */
export function ScrollToTop() {
  const LL = useLL()
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const update = () => setShown(window.scrollY > SHOW_AFTER)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  const toTop = () => {
    window.scrollTo({ top: 0 })
    document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true })
  }
  return (
    <div className={styles.bar}>
      <button type="button" className={styles.button} onClick={toTop} data-shown={shown ? '' : undefined}>
        <span aria-hidden="true">↑</span>
        <span className={styles.label}>{LL.shell.scrollToTop()}</span>
      </button>
    </div>
  )
}
