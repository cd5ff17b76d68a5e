import type { SectionProps } from '../section-props'
import * as styles from './badge-picture.css'

/** The badge a visitor will receive, pictured beside what happens to it (docs/page-design.md). */
export default function BadgePictureSection({ section }: SectionProps<'badge-picture'>) {
  return (
    <section className={styles.section}>
      <img src={section.image} alt={section.alt} width={200} height={200} className={styles.image} />
      <div className={styles.words}>
        <h2 className={styles.heading}>{section.heading}</h2>
        <p className={styles.text}>{section.text}</p>
      </div>
    </section>
  )
}
