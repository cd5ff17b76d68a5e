import { useText } from '../../app/i18n'
import { groupDigits } from '../../lib/group-digits'
import type { SectionProps } from '../section-props'
import * as styles from './stats.css'

/** Key figures in large type; a description list, so each number is read with what it counts. */
export default function StatsSection({ section }: SectionProps<'stats'>) {
  const text = useText()
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{text(section.heading)}</h2>
      <dl className={styles.list}>
        {section.items.map((item) => (
          <div key={item.label.en} className={styles.item}>
            <dt className={styles.label}>{text(item.label)}</dt>
            <dd className={styles.value}>
              {groupDigits(item.value)}
              {item.suffix && <span className={styles.suffix}>{item.suffix}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
