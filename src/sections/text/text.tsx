import type { SectionOf } from '../../../manifest/schema/section'
import { useText } from '../../app/i18n'
import * as styles from './text.css'

/** A heading and paragraphs of plain text. */
export default function TextSection({ section }: { section: SectionOf<'text'> }) {
  const text = useText()
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{text(section.heading)}</h2>
      {section.paragraphs.map((p) => (
        <p key={p.en}>{text(p)}</p>
      ))}
    </section>
  )
}
