import { useId } from 'react'
import { useLL } from '../../app/i18n'
import { PageLink } from '../manifest-link/manifest-link'
import * as styles from './privacy-notice.css'

/**
 * The personal-information notice of every badge request (PIPA 15(2)'s items and 22(3)'s legal
 * basis): a notice, not a consent box, because issuing the badge the visitor asks for rests on
 * article 15(1)4 (docs/decisions/issuance-privacy-notice.md). Shown in the badge request form,
 * and where an event's form will stand before its claims open, so the visitor reads it ahead.
 * Its strings are the `issuance` namespace's, which every page with the form loads.
 */
export function PrivacyNotice() {
  const LL = useLL()
  const headingId = useId()
  const notice = LL.issuance.privacy
  return (
    <section className={styles.privacy} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.privacyHeading}>
        {notice.heading()}
      </h2>
      <ul className={styles.privacyList}>
        <li>{notice.purpose()}</li>
        <li>{notice.items()}</li>
        <li>{notice.retention()}</li>
        <li>{notice.basis()}</li>
        <li>{notice.refusal()}</li>
      </ul>
      <PageLink page="PrivacyPage">{notice.policy()}</PageLink>
    </section>
  )
}
