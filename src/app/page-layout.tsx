import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { LocalizedText } from '../../manifest/schema/text'
import { PageHead, type PageHeadContent } from '../components/page-head/page-head'
import * as styles from './page-layout.css'
import type { PageLoaderData } from './page-route'

/** A page's title (heading and `<title>`) and description (lead text, meta description) in both languages: a page module's `meta`. */
export type PageMeta = { title: LocalizedText; description: LocalizedText }

/**
 * A page: its head, its sections, and the band that closes it. Every inner page opens with the
 * page head (`head`: breadcrumb, title, lead text, illustration); without one (a page that opens
 * with a section holding the h1, a hero or an event's intro) the sections start at the top. An `event` page sets its intro beside its form on a wide screen. `closing`
 * is the inquiry band, on the pages that have one, holding the page's last call to action if it
 * ends with one (codegen decides, manifest/closing-band.ts).
 */
export function PageLayout({
  meta,
  head,
  event = false,
  closing,
  children,
}: {
  meta: PageMeta
  head?: PageHeadContent
  event?: boolean
  closing?: ReactNode
  children?: ReactNode
}) {
  const variant = event ? 'event' : head ? 'withHead' : 'withoutHead'
  return (
    <>
      {head && <PageHead meta={meta} head={head} />}
      {children && (
        <div className={styles.page[variant]}>
          <div className={styles.sections[variant]}>{children}</div>
        </div>
      )}
      {closing}
    </>
  )
}

/**
 * The page's long-text (`byLanguage`) sections in the visitor's language, from its route's
 * loader data: in the prerendered HTML's dehydrated state on a first visit, from the page's
 * content module after a client-side navigation. `T` is the content module's default export.
 */
export function usePageContent<T>(): T {
  const content = useRouterState({ select: (state) => (state.matches.at(-1)?.loaderData as PageLoaderData | undefined)?.content })
  if (!content) throw new Error('This page has long-text sections but its loader returned no content')
  return content as T
}
