import { useRouter, useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useLL } from '../../app/i18n'
import { ListFailed } from '../../components/list-failed/list-failed'
import { ListReadAt } from '../../components/list-read-at/list-read-at'
import { LoadingStatus } from '../../components/spinner/loading-status'
import { webHref } from '../../lib/safe-url'
import { useHydrated } from '../../lib/use-hydrated'
import { visuallyHidden } from '../../styles/shared.css'
import type { SectionProps } from '../section-props'
import * as styles from './press-list.css'
import { pageSize, shownPress } from './shown-press'

/**
 * Spec 2.9: the press list, newest first, hidden items left out, each row a link to the article.
 * Everything from the API is text (React escapes it; no HTML is ever injected), and only an
 * http(s) address becomes a link (`webHref`): a row whose address is `javascript:` or anything
 * else is shown without one.
 */
export default function PressListSection({ data }: SectionProps<'press-list'>) {
  const LL = useLL()
  // `?page=N`, read here rather than declared as the page's query: a declared query spells the
  // route out in the route tree, which rides in the entry chunk of every page. The prerendered
  // HTML (the build's rows) is the first page, whatever the visit's address, so hydration
  // renders that page too and turns to the asked one after.
  const hydrated = useHydrated()
  const asked = useRouterState({ select: (state) => Number((state.location.search as { page?: unknown }).page) || 1 })
  const requested = hydrated ? asked : 1
  if (data.status === 'loading') {
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
  if (data.status === 'failed') return <ListFailed retry={data.retry} />
  const items = shownPress(data.answer.data)
  if (items.length === 0) return <p className={styles.status}>{LL.lists.empty()}</p>
  const pages = Math.ceil(items.length / pageSize)
  const page = Math.min(Math.max(Math.trunc(requested), 1), pages)
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
          {page > 1 && <PageLink page={page - 1}>{LL.lists.previous()}</PageLink>}
          {Array.from({ length: pages }, (_, i) => (
            <PageLink key={i} page={i + 1} current={i + 1 === page} label={LL.lists.page({ number: i + 1 })} numbered>
              {i + 1}
            </PageLink>
          ))}
          {page < pages && <PageLink page={page + 1}>{LL.lists.next()}</PageLink>}
        </nav>
      )}
      <ListReadAt readAt={data.readAt} refreshFailed={data.refreshFailed} />
    </div>
  )
}

/**
 * A link to a page of the list: a real `?page=N` address (shareable, opens in a new tab), followed
 * in the app on a plain click. Not TanStack's `<Link>`: importing it in a page chunk makes the
 * bundler split the entry chunk in two (29.5 kB more on every route).
 */
type PageLinkProps = { page: number; current?: boolean; label?: string; numbered?: boolean; children: ReactNode }

function PageLink({ page, current, label, numbered, children }: PageLinkProps) {
  const router = useRouter()
  return (
    <a
      href={page === 1 ? '?' : `?page=${page}`}
      className={numbered ? `${styles.pageLink} ${styles.numberLink}` : styles.pageLink}
      aria-current={current ? 'page' : undefined}
      aria-label={label}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        void router.navigate({ to: '.', search: (page === 1 ? {} : { page }) as never })
      }}
    >
      {children}
    </a>
  )
}
