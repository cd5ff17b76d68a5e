import { useCurrentPage } from '../../app/current-page'
import { useLL } from '../../app/i18n'
import { button } from '../../components/button.css'
import { Dialog } from '../../components/dialog/dialog'
import { EmailAddress } from './email-address'
import { NoEmail } from './no-email'
import { successMessage, type IssuanceAnswer } from './success-message'
import { WalletLink } from './wallet-link'
import * as styles from './issuance-form.css'

/** A request the API accepted: the address it goes to, the wallet it went to, and the answer. */
export type SentRequest = { email: string; endpoint: string; answer: Partial<IssuanceAnswer> }

/**
 * docs/rules/issuance.md §4.1's success dialog: a new request, or a repeat of one (with the first one's date and,
 * since a visitor who asks twice has likely not seen the e-mail, the "No e-mail?" answer open);
 * either way the address the badge goes to and a link to its wallet. `badge` names it (an event
 * page's title) where the page has one.
 */
export function SuccessDialog({ sent, badge, onClose }: { sent: SentRequest | null; badge?: string | undefined; onClose: () => void }) {
  const LL = useLL()
  const { locale } = useCurrentPage().language
  const message = sent && successMessage(sent.answer, LL, locale, badge)
  return (
    <Dialog
      open={sent !== null}
      onClose={onClose}
      title={message?.title ?? ''}
      width={500}
      actions={
        <button type="button" className={button({ variant: 'primary' })} onClick={onClose}>
          {LL.alert.ok()}
        </button>
      }
    >
      {sent && message && (
        <div className={styles.success}>
          <p className={styles.successBody}>{message.body}</p>
          <dl className={styles.summary}>
            <dt className={styles.term}>{LL.issuance.sentTo()}</dt>
            <dd className={styles.address}>
              <EmailAddress address={sent.email} />
            </dd>
            <dt className={styles.term}>{LL.issuance.wallet()}</dt>
            <dd className={styles.value}>
              <WalletLink endpoint={sent.endpoint} />
            </dd>
          </dl>
          {sent.answer.duplicate === true && <NoEmail open />}
        </div>
      )}
    </Dialog>
  )
}
