import type { SectionProps } from '../section-props'
import * as styles from './badge-types.css'

/** Kinds of badge as a list of cards: emblem, name, what it recognises, examples. */
export default function BadgeTypesSection({ section }: SectionProps<'badge-types'>) {
  return (
    <section className={styles.section}>
      <div className={styles.head}>
        <h2 className={styles.heading}>{section.heading}</h2>
        {section.lead && <p className={styles.lead}>{section.lead}</p>}
      </div>
      <ul className={styles.list}>
        {section.items.map((item) => (
          <li key={item.title} className={styles.item}>
            <img className={styles.icon} src={item.icon} width={72} height={72} alt="" loading="lazy" decoding="async" />
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.text}>{item.text}</p>
            <p className={styles.examples}>{item.examples}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
