import type { SectionProps } from '../section-props'
import * as styles from './figure.css'

/** A diagram in the page's language: one file per language, since its labels are part of the drawing. */
export default function FigureSection({ section }: SectionProps<'figure'>) {
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{section.heading}</h2>
      <figure className={styles.figure}>
        <img className={styles.image} src={section.src} width={section.width} height={section.height} alt={section.alt} loading="lazy" decoding="async" />
        {section.caption && <figcaption className={styles.caption}>{section.caption}</figcaption>}
      </figure>
    </section>
  )
}
