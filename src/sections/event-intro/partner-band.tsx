import { useLL } from '../../app/i18n'
import { useShellText } from '../../app/shell-text'
import * as brandLogo from '../../components/brand-logo.css'
import { PageLink } from '../../components/manifest-link/manifest-link'
import type { SectionProps } from '../section-props'
import * as styles from './event-intro.css'

type Partner = NonNullable<SectionProps<'event-intro'>['section']['partner']>

/**
 * Whose event it is: our logo, and the partner's beside it (never instead) with "hosted by" and
 * its name in text (a wordmark capped at 40 px high can be 7 px tall letters), linking to the
 * partner's site.
 */
export function PartnerBand({ partner }: { partner: Partner | undefined }) {
  const LL = useLL()
  const { name, wordmark } = useShellText().brand
  return (
    <div className={styles.band}>
      {/* The header's logo, written out: a component shared with the header made the bundler
          split the link code out of the start-up chunk, 0.7 kB more on every page. */}
      <PageLink page="HomePage" className={brandLogo.logo} label={LL.shell.home({ name })}>
        <img {...wordmark} alt={name} className={brandLogo.image} />
      </PageLink>
      {partner && (
        <>
          <span aria-hidden="true" className={styles.divider} />
          <PartnerMark partner={partner} />
        </>
      )}
    </div>
  )
}

function PartnerMark({ partner }: { partner: Partner }) {
  const LL = useLL()
  const { name, logo } = partner
  // The text names the partner, so the logo beside it is decoration (an alt would say it twice).
  const mark = (
    <>
      {logo && <img src={logo.src} alt="" width={logo.width} height={logo.height} className={styles.partnerLogo} />}
      <span className={styles.hostedBy}>{LL.event.hostedBy({ partner: name })}</span>
    </>
  )
  if (!partner.url) return <span className={styles.partner}>{mark}</span>
  return (
    <a href={partner.url} target="_blank" rel="noopener noreferrer" className={`${styles.partner} ${styles.partnerLink}`}>
      {mark}
      <span className={styles.hidden}> ({LL.shell.opensInNewTab()})</span>
    </a>
  )
}
