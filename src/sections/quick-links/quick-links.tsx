import { Icon } from '../../components/icon/icon'
import { ManifestLink } from '../../components/manifest-link/manifest-link'
import { visuallyHidden } from '../../styles/shared.css'
import type { SectionProps } from '../section-props'
import * as styles from './quick-links.css'

/** Large shortcut buttons; each is one link named by its label, with a line of text under it. */
export default function QuickLinksSection({ section }: SectionProps<'quick-links'>) {
  return (
    <section className={styles.section}>
      <h2 className={visuallyHidden}>{section.label}</h2>
      <ul className={styles.list[section.items.length as 1 | 2 | 3 | 4]}>
        {section.items.map((item) => (
          <li key={item.link.label}>
            <ManifestLink link={item.link} className={styles.tile}>
              <span className={styles.iconBox}>
                <Icon name={item.icon} className={styles.icon} />
              </span>
              <span className={styles.copy}>
                <span className={styles.label}>{item.link.label}</span>
                <span className={styles.text}>{item.text}</span>
              </span>
              <span aria-hidden="true" className={styles.arrow}>
                →
              </span>
            </ManifestLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
