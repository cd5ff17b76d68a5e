import { SectionHead } from '../../components/section-head/section-head'
import type { SectionProps } from '../section-props'
import * as styles from './badge-types.css'

/** Kinds of badge as a list of cards: emblem, name, what it recognises, examples. */
export default function BadgeTypesSection({ section }: SectionProps<'badge-types'>) {
  return (
    <section className={styles.section}>
      <SectionHead heading={section.heading} lead={section.lead} classes={styles} />
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
