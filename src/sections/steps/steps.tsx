import { useText } from '../../app/i18n'
import type { SectionProps } from '../section-props'
import * as styles from './steps.css'

/** Numbered steps of a process; the numbers are the list's own, so screen readers count them too. */
export default function StepsSection({ section }: SectionProps<'steps'>) {
  const text = useText()
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{text(section.heading)}</h2>
      <ol className={styles.list}>
        {section.items.map((item) => (
          <li key={item.title.en} className={styles.item}>
            <h3 className={styles.title}>{text(item.title)}</h3>
            <p className={styles.text}>{text(item.text)}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
