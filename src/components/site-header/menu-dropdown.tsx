import type { Link } from '../../../manifest/schema/link'
import type { InLanguage } from '../../../manifest/schema/text'
import { useDisclosure } from '../../lib/use-disclosure'
import { ManifestLink } from '../manifest-link/manifest-link'
import * as styles from './site-header.css'

/** A header menu: a button that opens its list of links below it. */
export function MenuDropdown({ label, items, align = 'start' }: { label: string; items: readonly InLanguage<Link>[]; align?: 'start' | 'end' }) {
  const menu = useDisclosure()
  return (
    <div className={styles.dropdown} ref={menu.rootRef}>
      <button {...menu.buttonProps} className={styles.menuButton} onClick={menu.toggle}>
        {label}
        <span aria-hidden="true" className={styles.chevron} data-open={menu.open} />
      </button>
      <ul {...menu.panelProps} className={styles.dropdownPanel} data-align={align}>
        {items.map((item) => (
          <li key={item.label}>
            <ManifestLink link={item} className={styles.dropdownLink} onClick={() => menu.close()} />
          </li>
        ))}
      </ul>
    </div>
  )
}
