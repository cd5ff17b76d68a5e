import { useLL } from '../../app/i18n'
import { useShellText } from '../../app/shell-text'
import { PageLink } from '../manifest-link/manifest-link'
import { HeaderTools } from './header-tools'
import { MenuDropdown } from './menu-dropdown'
import { headerId, MobileDrawer } from './mobile-drawer'
import * as brandLogo from '../brand-logo.css'
import * as styles from './site-header.css'

/** The shared header (docs/rules/pages.md §2.3): menus, language switch, login and contact; a drawer on small screens. */
export function SiteHeader() {
  const LL = useLL()
  const { brand, navigation } = useShellText()
  return (
    <header id={headerId} className={styles.header}>
      <div className={styles.bar}>
        {/* Named by the picture: the brand's name in the page's language, as every logo link. */}
        <PageLink page="HomePage" className={styles.logo}>
          <img {...brand.wordmark} alt={brand.name} className={brandLogo.image} />
        </PageLink>
        <nav className={styles.desktopNav} aria-label={LL.shell.mainNavigation()}>
          <ul className={styles.menuList}>
            {navigation.menus.map((menu) => (
              <li key={menu.label}>
                <MenuDropdown label={menu.label} items={menu.items} />
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.desktopTools}>
          <HeaderTools />
        </div>
        <div className={styles.barTools}>
          <HeaderTools layout="bar" />
        </div>
        <MobileDrawer />
      </div>
    </header>
  )
}
