import { ManifestLink } from '../../components/manifest-link/manifest-link'
import { Picture } from '../../components/picture/picture'
import { SectionHead } from '../../components/section-head/section-head'
import type { SectionProps } from '../section-props'
import * as styles from './product-rows.css'

/**
 * What the provider offers, each shown with the product: a drawn screen beside the words, the
 * picture changing sides row by row. Each row's link is a button of its own, named by its label
 * (the row is not one big link: its picture is worth reading, and its alt text is read aloud).
 */
export default function ProductRowsSection({ section }: SectionProps<'product-rows'>) {
  return (
    <section className={styles.section}>
      <SectionHead heading={section.heading} lead={section.lead} classes={styles} />
      <ul className={styles.rows}>
        {section.items.map((item) => (
          <li key={item.title} className={styles.row}>
            <div className={styles.frame}>
              <Picture image={item.image} className={styles.image} loading="lazy" decoding="async" />
            </div>
            <div className={styles.body}>
              <h3 className={styles.title}>{item.title}</h3>
              <p className={styles.text}>{item.text}</p>
              <ManifestLink link={item.link} className={styles.link}>
                {item.link.label}
                <span aria-hidden="true" className={styles.arrow}>
                  →
                </span>
              </ManifestLink>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
