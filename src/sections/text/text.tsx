import type { SectionProps } from '../section-props'
import * as styles from './text.css'

/** A heading and paragraphs of plain text. */
export default function TextSection({ section }: SectionProps<'text'>) {
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{section.heading}</h2>
      {section.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </section>
  )
}
