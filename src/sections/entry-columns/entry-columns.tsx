import { ManifestLink } from '../../components/manifest-link/manifest-link'
import type { SectionProps } from '../section-props'
import * as styles from './entry-columns.css'

/** Two ways in, side by side: who it is for, an illustration, a sentence, the main button and guides. */
export default function EntryColumnsSection({ section }: SectionProps<'entry-columns'>) {
  return (
    <div className={styles.columns}>
      {section.columns.map((column) => (
        <section key={column.heading} className={styles.column}>
          <img className={styles.image} src={column.image.src} width={column.image.width} height={column.image.height} alt={column.image.alt} decoding="async" />
          <p className={styles.audience}>{column.audience}</p>
          <h2 className={styles.heading}>{column.heading}</h2>
          <p className={styles.text}>{column.text}</p>
          <div className={styles.links}>
            {column.links.map((link, i) => (
              <ManifestLink key={link.label} link={link} className={i === 0 ? styles.primary : styles.secondary} />
            ))}
          </div>
        </section>
      ))}
    </div>
  )
}
