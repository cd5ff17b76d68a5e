import { useRouterState } from '@tanstack/react-router'
import { useId } from 'react'
import { useCurrentPage } from '../../app/current-page'
import { useLL } from '../../app/i18n'
import { usePageItem } from '../../app/page-item'
import { useShellText } from '../../app/shell-text'
import { site } from '../../generated/site.gen'
import { routePath } from '../../lib/routing'
import { useHydrated } from '../../lib/use-hydrated'
import { ManifestLink } from '../manifest-link/manifest-link'
import { MenuDropdown } from './menu-dropdown'
import * as styles from './site-header.css'

/**
 * KOR/ENG, login and contact: in a row in the desktop bar, a column in the drawer, and in the
 * tablet's bar beside the menu button (`bar`) without the login, which the drawer holds. The
 * language links are plain anchors on purpose: switching reloads the same page (and query) in
 * the other language (docs/rules/routing.md §2.1).
 */
export function HeaderTools({ layout = 'row' }: { layout?: 'row' | 'column' | 'bar' }) {
  const LL = useLL()
  const { navigation } = useShellText()
  const { route, language } = useCurrentPage()
  const searchStr = useRouterState({ select: (s) => s.location.searchStr })
  // A prerendered page is one HTML for any query, except an item's page (a notice), prerendered
  // per item: its own query is known before hydration, so its switch works without JavaScript.
  const item = usePageItem()
  const search = useHydrated() ? searchStr : (item?.query ?? '')
  const loginId = useId()
  return (
    <div className={styles.tools} data-layout={layout}>
      <ul className={styles.languageSwitch} aria-label={LL.shell.languageSwitch()}>
        {site.languages.map((l) => (
          <li key={l.segment}>
            <a
              href={`${routePath(route, l.segment)}${search}`}
              hrefLang={l.htmlLang}
              aria-current={l.segment === language.segment ? 'true' : undefined}
              className={styles.languageLink}
            >
              {l.switchLabel}
              <span className={styles.hidden} lang={l.htmlLang}>
                {` (${l.nativeName})`}
              </span>
            </a>
          </li>
        ))}
      </ul>
      {layout === 'bar' ? null : layout === 'row' ? (
        <MenuDropdown label={navigation.login.label} items={navigation.login.items} align="end" />
      ) : (
        // In the drawer the login links are a group under their visible name, as the menus above are.
        <div>
          <p id={loginId} className={styles.drawerGroupLabel}>
            {navigation.login.label}
          </p>
          <ul className={styles.drawerList} aria-labelledby={loginId}>
            {navigation.login.items.map((item) => (
              <li key={item.external}>
                <ManifestLink link={item} className={styles.drawerLink} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <ManifestLink link={navigation.contact} className={styles.contactButton} />
    </div>
  )
}
