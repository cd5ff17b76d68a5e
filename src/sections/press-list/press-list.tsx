import { useLL } from '../../app/i18n'
import { visuallyHidden } from '../../styles/shared.css'
import type { SectionProps } from '../section-props'
import * as styles from './press-list.css'

/** Only web addresses become links: a `javascript:` URL from the API must never be clickable. */
const isWebUrl = (url: string) => /^https?:\/\//i.test(url)

/** Spec 2.9: the press list, newest first, hidden items left out, each row a link to the article. */
export default function PressListSection({ data }: SectionProps<'press-list'>) {
  const LL = useLL()
  if (data.status === 'loading') {
    return (
      <p role="status" className={styles.status}>
        {LL.lists.loading()}
      </p>
    )
  }
  if (data.status === 'failed') {
    return (
      <p role="alert" className={styles.status}>
        {LL.lists.failed()}
      </p>
    )
  }
  const items = data.data
    .filter((item) => item.display && isWebUrl(item.linkUrl))
    .sort((a, b) => b.publishedDate.localeCompare(a.publishedDate))
  if (items.length === 0) return <p className={styles.status}>{LL.lists.empty()}</p>
  return (
    <ul className={styles.list} aria-label={LL.press.list()}>
      {items.map((item) => (
        <li key={item.id} className={styles.row}>
          <a href={item.linkUrl} target="_blank" rel="noopener noreferrer" className={styles.link}>
            <span className={styles.publisher}>{item.publisher}</span>
            <span className={styles.title}>{item.title}</span>
            <time className={styles.date} dateTime={item.publishedDate}>
              {item.publishedDate.split('T')[0]}
            </time>
            <span className={visuallyHidden}> ({LL.shell.opensInNewTab()})</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
