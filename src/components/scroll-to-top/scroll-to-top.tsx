import { useEffect, useState } from 'react'
import { useLL } from '../../app/i18n'
import * as styles from './scroll-to-top.css'

/** How far down (px) the page must be before the button appears. */
const SHOW_AFTER = 240

/** Back to the top; shown only once the page is scrolled (spec 2.3). Focus goes to the top too. */
export function ScrollToTop() {
  const LL = useLL()
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SHOW_AFTER)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  if (!visible) return null
  const toTop = () => {
    window.scrollTo({ top: 0 })
    document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true })
  }
  return (
    <button type="button" className={styles.button} onClick={toTop}>
      <span aria-hidden="true">↑</span>
      <span className={styles.label}>{LL.shell.scrollToTop()}</span>
    </button>
  )
}
