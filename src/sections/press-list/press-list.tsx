import { useLL } from '../../app/i18n'
import { webHref } from '../../lib/safe-url'
import { visuallyHidden } from '../../styles/shared.css'
import type { SectionProps } from '../section-props'
import * as styles from './press-list.css'

/**
 * Spec 2.9: the press list, newest first, hidden items left out, each row a link to the article.
 * Everything from the API is text (React escapes it; no HTML is ever injected), and only an
 * http(s) address becomes a link (`webHref`): a row whose address is `javascript:` or anything
 * else is shown without one.
 */
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
  const items = data.data.filter((item) => item.display).sort((a, b) => b.publishedDate.localeCompare(a.publishedDate))
  if (items.length === 0) return <p className={styles.status}>{LL.lists.empty()}</p>
  return (
    <ul className={styles.list} aria-label={LL.press.list()}>
      {items.map((item) => {
        const href = webHref(item.linkUrl)
        const content = (
          <>
            <span className={styles.publisher}>{item.publisher}</span>
            <span className={styles.title}>{item.title}</span>
            <time className={styles.date} dateTime={item.publishedDate}>
              {item.publishedDate.split('T')[0]}
            </time>
          </>
        )
        return (
          <li key={item.id} className={styles.row}>
            {href ? (
              <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
                {content}
                <span className={visuallyHidden}> ({LL.shell.opensInNewTab()})</span>
              </a>
            ) : (
              <div className={styles.entry}>{content}</div>
            )}
          </li>
        )
      })}
    </ul>
  )
}
