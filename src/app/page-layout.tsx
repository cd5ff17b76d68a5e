import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { LocalizedText } from '../../manifest/schema/text'
import { useText } from './i18n'
import * as styles from './page-layout.css'
import type { PageLoaderData } from './page-route'

/** A page's title (heading and `<title>`) and description (lead text, meta description) in both languages: a page module's `meta`. */
export type PageMeta = { title: LocalizedText; description: LocalizedText }

/**
 * A page's heading and lead text from its manifest entry, then its sections. Without `intro`
 * (a page that opens with a section holding the h1: a hero, an event's intro) the sections start
 * at the top. An `event` page sets its intro beside its form on a wide screen.
 */
export function PageLayout({ meta, intro = true, event = false, children }: { meta: PageMeta; intro?: boolean; event?: boolean; children?: ReactNode }) {
  const text = useText()
  const variant = event ? 'event' : intro ? 'withIntro' : 'withoutIntro'
  return (
    <div className={styles.page[variant]}>
      {intro && (
        <header className={styles.intro}>
          <h1 className={styles.title}>{text(meta.title)}</h1>
          <p className={styles.lead}>{text(meta.description)}</p>
        </header>
      )}
      {children && <div className={styles.sections[variant]}>{children}</div>}
    </div>
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
