import type { SectionProps } from '../section-props'
import { ManifestLink } from '../../components/manifest-link/manifest-link'
import * as styles from './actions.css'

/** A row of buttons; the first is the primary one. */
export default function ActionsSection({ section }: SectionProps<'actions'>) {
  return (
    <div className={styles.row}>
      {section.items.map((item, i) => (
        <ManifestLink key={item.label} link={item} className={i === 0 ? styles.primary : styles.secondary} />
      ))}
    </div>
  )
}
