import type { ReactNode } from 'react'
import type { PageId } from '../generated/site.gen'
import { useText } from './i18n'
import { routeData } from '../lib/routing'
import * as styles from './page-layout.css'

/** A page's heading and lead text from the manifest, then its sections. */
export function PageLayout({ pageId, children }: { pageId: PageId; children?: ReactNode }) {
  const text = useText()
  const route = routeData(pageId)
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{text(route.title)}</h1>
        <p className={styles.lead}>{text(route.description)}</p>
      </header>
      {children && <div className={styles.sections}>{children}</div>}
    </div>
  )
}
