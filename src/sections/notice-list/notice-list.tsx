import { useLL } from '../../app/i18n'
import * as board from '../../components/board/board.css'
import { NoticeChip, newestFirst } from '../../components/board/notice-chip'
import { BoardLink } from '../../components/board/board-link'
import type { SectionProps } from '../section-props'
import * as styles from './notice-list.css'

/** Spec 2.9: the notices, newest first; each row opens the notice's page (`event-detail?id=N`). */
export default function NoticeListSection({ section }: SectionProps<'notice-list'>) {
  const LL = useLL()
  const notices = newestFirst(section.notices)
  if (notices.length === 0) return <p className={styles.empty}>{LL.lists.empty()}</p>
  return (
    <ul className={styles.list} aria-label={LL.notices.list()}>
      {notices.map((notice) => (
        <li key={notice.id} className={styles.row}>
          <BoardLink page="NoticeViewPage" search={{ id: notice.id }} className={styles.link}>
            <span className={styles.chipCell}>
              <NoticeChip type={notice.type} />
            </span>
            <span className={styles.title}>{notice.title}</span>
            <time dateTime={notice.date} className={`${board.date} ${styles.dateCell}`}>
              {notice.date}
            </time>
          </BoardLink>
        </li>
      ))}
    </ul>
  )
}
