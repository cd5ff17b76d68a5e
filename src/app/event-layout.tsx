import type { ReactNode } from 'react'
import * as styles from './event-layout.css'

/**
 * An event page: its intro (who, what, when, where; it holds the h1) and its form, side by side
 * from a desktop's width. No page head and no inquiry band, so none of their code: the event
 * pages' first-load JavaScript is the tightest budget of the site.
 */
export function EventLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>{children}</div>
  )
}
