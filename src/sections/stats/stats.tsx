import { groupDigits } from '../../lib/group-digits'
import type { SectionProps } from '../section-props'
import * as styles from './stats.css'

/** Key figures in large type; a description list, so each number is read with what it counts. */
export default function StatsSection({ section }: SectionProps<'stats'>) {
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{section.heading}</h2>
      <dl className={styles.list}>
        {section.items.map((item) => (
          <div key={item.label} className={styles.item}>
            <dt className={styles.label}>{item.label}</dt>
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
