import { useLL } from '../../app/i18n'
import * as styles from './board.css'

/** A notice's type: notice (blue) or seminar and event (orange). */
export function NoticeChip({ type }: { type: '1' | '2' }) {
  const LL = useLL()
  return <span className={styles.chip[type]}>{type === '1' ? LL.notices.type1() : LL.notices.type2()}</span>
}

/** The board's order: newest first, then the higher id. */
export function newestFirst<N extends { id: number; date: string }>(notices: readonly N[]): N[] {
  return [...notices].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
}
