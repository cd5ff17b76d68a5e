import { useId } from 'react'
import { useLL } from '../../app/i18n'
import { NoEmail } from './no-email'
import { WalletLink } from './wallet-link'
import * as styles from './issuance-form.css'

/** After "issue" (docs/rules/issuance.md §4.1's notes): the e-mail, the issuance-complete notice, the wallet chosen. */
export function WhatHappensNext({ endpoint }: { endpoint: string }) {
  const LL = useLL()
  const headingId = useId()
  return (
    <section className={styles.next} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.nextHeading}>
        {LL.issuance.next.heading()}
      </h2>
      <ol className={styles.steps}>
        <li className={styles.step}>{LL.issuance.next.email()}</li>
        <li className={styles.step}>{LL.issuance.next.notice()}</li>
        <li className={styles.step}>
          {LL.issuance.next.landsBefore()}
          <WalletLink endpoint={endpoint} />
          {LL.issuance.next.landsAfter()}
        </li>
      </ol>
      <NoEmail />
    </section>
  )
}
