import { useLL } from '../../app/i18n'
import { useShellText } from '../../app/shell-text'
import { site } from '../../generated/site.gen'
import { ManifestLink } from '../manifest-link/manifest-link'
import * as brandLogo from '../brand-logo.css'
import * as styles from './site-footer.css'

/** Contact details, social links, terms and privacy, and the provider's other sites. */
export function SiteFooter() {
  const LL = useLL()
  const { brand, navigation } = useShellText()
  const { supportPhone, supportEmail, placeholder } = site.brand
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.company}>
          <img {...brand.wordmarkOnDark} alt={brand.name} className={brandLogo.image} />
          <p>{LL.footer.support({ phone: supportPhone, hours: brand.supportHours })}</p>
          <p>{LL.footer.email({ email: supportEmail })}</p>
          <p>{LL.footer.address({ address: brand.address })}</p>
          {/* Until brand.ts holds the provider's own values (manifest/schema/brand.ts derives the flag). */}
          {placeholder && <p className={styles.note}>{LL.footer.placeholder()}</p>}
        </div>
        <nav aria-label={LL.footer.social()}>
          <ul className={styles.list}>
            {navigation.social.map((link) => (
              <li key={link.external}>
                <ManifestLink link={link} className={styles.link} />
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={LL.footer.legal()}>
          <ul className={styles.list}>
            {navigation.legal.map((link) => (
              <li key={link.page}>
                <ManifestLink link={link} className={styles.link} />
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={LL.footer.links()}>
          <ul className={styles.list}>
            {navigation.externalLinks.map((link) => (
              <li key={link.external}>
                <ManifestLink link={link} className={styles.link} />
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>{brand.copyright}</p>
    </footer>
  )
}
