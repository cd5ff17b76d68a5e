import { useLL } from '../../app/i18n'
import * as board from '../../components/board/board.css'
import { NoticeChip, newestFirst } from '../../components/board/notice-chip'
import { BoardLink } from '../../components/board/board-link'
import { seoulDayStart } from '../../lib/seoul-day'
import type { SectionProps } from '../section-props'
import * as styles from './notice-list.css'

/**
 * docs/rules/company.md §2.9: the notices, newest first; a click anywhere on a row opens the notice's page
 * (`event-detail?id=N`). The title is the row's one link, stretched over the whole row, so a
 * screen reader's link list names each notice by its title alone, and a keyboard user meets one
 * stop per row.
 */
export default function NoticeListSection({ section }: SectionProps<'notice-list'>) {
  const LL = useLL()
  const notices = newestFirst(section.notices)
  if (notices.length === 0) return <p className={styles.empty}>{LL.lists.empty()}</p>
  return (
    <ul className={styles.list} aria-label={LL.notices.list()}>
      {notices.map((notice) => (
        <li key={notice.id} className={styles.row}>
          <span className={styles.chipCell}>
            <NoticeChip type={notice.type} />
          </span>
          <BoardLink page="NoticeViewPage" search={{ id: notice.id }} className={styles.link}>
            <span className={styles.title}>{notice.title}</span>
          </BoardLink>
          <time dateTime={seoulDayStart(notice.date)} className={`${board.date} ${styles.dateCell}`}>
            {notice.date}
          </time>
        </li>
      ))}
    </ul>
  )
}
