import type { SectionInLanguage } from '../../../manifest/schema/section'
import { useShellText } from '../../app/shell-text'
import { ManifestLink } from '../manifest-link/manifest-link'
import * as styles from './inquiry-banner.css'

/** A page's closing call to action that the band takes in (manifest/closing-band.ts): a row of buttons, or a banner. */
export type ClosingSection = SectionInLanguage<'actions'> | SectionInLanguage<'banner'>

/**
 * The band before the footer on most pages (docs/rules/routing.md §2.2): an invitation and a button to the contact
 * page. When the page ends with a call to action of its own (`section`), the band holds it
 * instead of following it: the section's heading and text (a banner's) replace the invitation,
 * its buttons come first, and the contact button follows unless one of them leads there already.
 * One band, so a page never ends with two calls to action in a row.
 */
export function InquiryBanner({ section }: { section?: ClosingSection }) {
  const band = useShellText().navigation.inquiryBanner
  const own = !section ? [] : section.type === 'actions' ? section.items : [section.link]
  const leadsToContact = own.some((link) => 'page' in link && link.page === band.button.page)
  const links = leadsToContact ? own : [...own, band.button]
  const banner = section?.type === 'banner' ? section : undefined
  return (
    <aside className={styles.banner} aria-labelledby="inquiry-band">
      <div className={banner?.art ? styles.innerWithArt : styles.inner}>
        <div className={styles.copy}>
          {banner ? (
            <>
              <h2 id="inquiry-band" className={styles.heading}>
                {banner.heading}
              </h2>
              <p className={styles.sentence}>{banner.text}</p>
            </>
          ) : (
            <p id="inquiry-band" className={styles.text}>
              {band.text}
            </p>
          )}
        </div>
        <div className={styles.buttons}>
          {links.map((link, i) => (
            <ManifestLink key={i} link={link} className={i === 0 ? styles.primary : styles.secondary} />
          ))}
        </div>
        {banner?.art && <img className={styles.art} src={banner.art} width={320} height={200} alt="" loading="lazy" decoding="async" />}
      </div>
    </aside>
  )
}
