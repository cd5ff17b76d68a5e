import { Icon } from '../../components/icon/icon'
import { ManifestLink } from '../../components/manifest-link/manifest-link'
import { SectionHead } from '../../components/section-head/section-head'
import type { SectionProps } from '../section-props'
import * as styles from './points-band.css'

/**
 * A band that makes one case: its heading, a few points in a row (each an icon, a title and a
 * sentence, standing on the band with no panel of their own) and the links to act on it.
 */
export default function PointsBandSection({ section }: SectionProps<'points-band'>) {
  return (
    <section className={styles.band}>
      <SectionHead heading={section.heading} lead={section.lead} classes={styles} />
      <ul className={styles.points[section.items.length as 2 | 3 | 4]}>
        {section.items.map((item) => (
          <li key={item.title} className={styles.point}>
            <span className={styles.marker}>
              <Icon name={item.icon} className={styles.icon} />
            </span>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.text}>{item.text}</p>
          </li>
        ))}
      </ul>
      {section.links.length > 0 && (
        <div className={styles.links}>
          {section.links.map((link) => (
            <ManifestLink key={'page' in link ? link.page : link.external} link={link} className={styles.link} />
          ))}
        </div>
      )}
    </section>
  )
}
