import type { ReactNode } from 'react'
import type { LocalizedText } from '../../manifest/schema/text'
import { useText } from './i18n'
import * as styles from './page-layout.css'

/** A page's title (heading and `<title>`) and description (lead text and meta description). */
export type PageMeta = { title: LocalizedText; description: LocalizedText }

/** A page's heading and lead text from its manifest entry, then its sections. */
export function PageLayout({ meta, children }: { meta: PageMeta; children?: ReactNode }) {
  const text = useText()
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{text(meta.title)}</h1>
        <p className={styles.lead}>{text(meta.description)}</p>
      </header>
      {children && <div className={styles.sections}>{children}</div>}
    </div>
  )
}
