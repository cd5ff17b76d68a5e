import { Icon } from '../../components/icon/icon'
import { SectionHead } from '../../components/section-head/section-head'
import type { SectionProps } from '../section-props'
import * as styles from './steps.css'

/**
 * Numbered steps of a process; the numbers are the list's own, so screen readers count them too.
 * Steps with illustrations are drawn as a road (the pictures joined by a dashed line), steps with
 * icons as a flow (the icons in circles, joined by a line), the others as numbered panels.
 */
export default function StepsSection({ section }: SectionProps<'steps'>) {
  const look = section.items.every((item) => item.image) ? 'road' : section.items.every((item) => item.icon) ? 'flow' : 'list'
  // A process reads as one row on desktops (at least two steps, by the schema); past four, the rest centred below.
  const columns = Math.min(section.items.length, 4) as 2 | 3 | 4
  return (
    <section className={styles.section}>
      <SectionHead heading={section.heading} lead={section.lead} classes={styles} />
      <ol className={styles[look][columns]}>
        {section.items.map((item) => (
          <li key={item.title} className={styles.item[look]}>
            {item.image && (
              <img className={styles.image} src={item.image.src} width={item.image.width} height={item.image.height} alt={item.image.alt} loading="lazy" decoding="async" />
            )}
            {item.icon && (
              <span className={styles.marker}>
                <Icon name={item.icon} className={styles.icon} />
              </span>
            )}
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.text}>{item.text}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
