import { useId } from 'react'
import { useShellText } from '../../app/shell-text'
import { ManifestLink, PageLink } from '../../components/manifest-link/manifest-link'
import type { PageId } from '../../generated/site.gen'
import type { SectionProps } from '../section-props'
import * as styles from './site-sections.css'

/** The header's menus as a map of the site: each menu's name (linked to its overview page if it has one) over its links. */
export default function SiteSectionsSection({ section }: SectionProps<'site-sections'>) {
  const { navigation } = useShellText()
  const id = useId()
  return (
    <nav className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {section.heading}
      </h2>
      <ul className={styles.menus}>
        {navigation.menus.map((menu) => {
          const overview: string | undefined = 'overview' in menu ? menu.overview : undefined
          return (
            <li key={menu.label} className={styles.menu}>
              <h3 className={styles.menuName}>
                {overview ? (
                  <PageLink page={overview as PageId} className={styles.menuLink}>
                    {menu.label}
                  </PageLink>
                ) : (
                  menu.label
                )}
              </h3>
              <ul className={styles.links}>
                {menu.items.map((item) => (
                  <li key={item.label}>
                    <ManifestLink link={item} className={styles.link} />
                  </li>
                ))}
              </ul>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
