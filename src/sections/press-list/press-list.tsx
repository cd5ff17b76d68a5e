import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useLL } from '../../app/i18n'
import { ListFailed } from '../../components/list-failed/list-failed'
import { ListReadAt } from '../../components/list-read-at/list-read-at'
import { LoadingStatus } from '../../components/spinner/loading-status'
import { webHref } from '../../lib/safe-url'
import { pressPageIn, pressPageQuery } from '../../lib/list-documents'
import { visuallyHidden } from '../../styles/shared.css'
import type { SectionProps } from '../section-props'
import * as styles from './press-list.css'
import { pageSize, shownPress } from './shown-press'

/**
 * docs/rules/company.md §2.9: the press list, newest first, hidden items left out, each row a link to the article.
 * Everything from the API is text (React escapes it; no HTML is ever injected), and only an
 * http(s) address becomes a link (`webHref`): a row whose address is `javascript:` or anything
 * else is shown without one.
 */
export default function PressListSection({ data }: SectionProps<'press-list'>) {
  const LL = useLL()
  // `?page=N` as written, read here rather than declared as the page's query: a declared query
  // spells the route out in the route tree, which rides in the entry chunk of every page. Each
  // page of the build's list is prerendered at its own address (src/lib/list-documents.ts), so
  // the HTML and the first render both show the page the address names.
  const asked = pressPageIn(useRouterState({ select: (state) => new URLSearchParams(state.location.searchStr).get(pressPageQuery) }))
  if (data.status === 'loading') return <PressLoading />
  if (data.status === 'failed') return <ListFailed retry={data.retry} />
  const items = shownPress(data.answer.data)
  if (items.length === 0) return <p className={styles.status}>{LL.lists.empty()}</p>
  const pages = Math.ceil(items.length / pageSize)
  // An address that names no page of the list (`?page=0`, `99`, `abc`) says so, as a board does.
  if (asked === null || asked > pages) {
    return (
      <div className={styles.status}>
        <p>{LL.lists.empty()}</p>
        <p>
          <a href="?" className={styles.pageLink}>
            {LL.lists.backToList()}
          </a>
        </p>
      </div>
    )
  }
  const page = asked
  // One element, as in the loading state: the page's sections are spaced apart.
  return (
    <div>
      <ul className={styles.list} aria-label={LL.press.list()}>
        {items.slice((page - 1) * pageSize, page * pageSize).map((item) => {
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
      {pages === 1 ? (
        <div className={styles.pager} />
      ) : (
        <nav className={styles.pager} aria-label={LL.lists.pages()}>
          {page > 1 && <PageLink page={page - 1} rel="prev">{LL.lists.previous()}</PageLink>}
          {Array.from({ length: pages }, (_, i) => (
            <PageLink key={i} page={i + 1} current={i + 1 === page} label={LL.lists.page({ number: i + 1 })} numbered>
              {i + 1}
            </PageLink>
          ))}
          {page < pages && <PageLink page={page + 1} rel="next">{LL.lists.next()}</PageLink>}
        </nav>
      )}
      <ListReadAt readAt={data.readAt} refreshFailed={data.refreshFailed} />
    </div>
  )
}

/** The list's shape while it loads, one row a line of grey bars, so nothing moves when it comes. */
function PressLoading() {
  return (
    <div className={styles.loading}>
      <ul className={styles.list} aria-hidden="true">
        {Array.from({ length: pageSize }, (_, i) => (
          <li key={i} className={styles.row}>
            <div className={styles.link}>
              <span className={styles.bar} />
              <span className={styles.bar} />
              <span className={styles.bar} style={{ width: '6rem' }} />
            </div>
          </li>
        ))}
      </ul>
      <div className={styles.spinner}>
        <LoadingStatus />
      </div>
      <div className={styles.pager} />
    </div>
  )
}

/**
 * A link to a page of the list: a real `?page=N` address, each page a prerendered document of its
 * own (src/lib/list-documents.ts), so a plain link, followed as a new document (its own title,
 * canonical and rows from the HTML), with or without scripts.
 */
type PageLinkProps = { page: number; current?: boolean; label?: string; numbered?: boolean; rel?: 'prev' | 'next'; children: ReactNode }

function PageLink({ page, current, label, numbered, rel, children }: PageLinkProps) {
  return (
    <a
      href={page === 1 ? '?' : `?${pressPageQuery}=${page}`}
      rel={rel}
      className={numbered ? `${styles.pageLink} ${styles.numberLink}` : styles.pageLink}
      aria-current={current ? 'page' : undefined}
      aria-label={label}
    >
      {children}
    </a>
  )
}
