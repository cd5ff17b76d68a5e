import { useText } from '../../app/i18n'
import { site } from '../../generated/site.gen'
import { ManifestLink } from '../manifest-link/manifest-link'
import * as styles from './inquiry-banner.css'

/** The band before the footer on most pages: an invitation and a button to the contact page. */
export function InquiryBanner() {
  const text = useText()
  const banner = site.navigation.inquiryBanner
  return (
    <aside className={styles.banner} aria-labelledby="inquiry-banner-text">
      <div className={styles.inner}>
        <p id="inquiry-banner-text" className={styles.text}>
          {text(banner.text)}
        </p>
        <ManifestLink link={banner.button} className={styles.button} />
      </div>
    </aside>
  )
}
