import { useLL } from '../../app/i18n'
import { button } from '../../components/button.css'
import { Dialog } from '../../components/dialog/dialog'
import { Spinner } from '../../components/spinner/spinner'
import type { IssuanceValues } from '../../lib/form-schemas'
import { visuallyHidden } from '../../styles/shared.css'
import * as styles from './issuance-form.css'

type Props = {
  /** What the visitor typed, while the dialog asks; null when it is closed. */
  values: IssuanceValues | null
  sending: boolean
  onNo: () => void
  onYes: () => void
}

/** docs/rules/issuance.md §4.1's "Issue with this information?": the name and e-mail, No and Yes (a spinner while sending). */
export function ConfirmDialog({ values, sending, onNo, onYes }: Props) {
  const LL = useLL()
  return (
    <Dialog
      open={values !== null}
      onClose={() => !sending && onNo()}
      role="alertdialog"
      title={LL.issuance.confirmTitle()}
      width={500}
      actions={
        <>
          <button type="button" className={button({ variant: 'secondary' })} onClick={onNo} disabled={sending}>
            {LL.issuance.no()}
          </button>
          <button type="button" className={button({ variant: 'primary' })} onClick={onYes} disabled={sending} aria-disabled={sending}>
            {sending && <Spinner />}
            {LL.issuance.yes()}
          </button>
        </>
      }
    >
      <dl className={styles.summary}>
        <dt className={styles.term}>{LL.issuance.name()}</dt>
        <dd className={styles.value}>{values?.name}</dd>
        <dt className={styles.term}>{LL.issuance.email()}</dt>
        <dd className={styles.value}>{values?.email}</dd>
      </dl>
      <p role="status" className={visuallyHidden}>
        {sending ? LL.issuance.sending() : ''}
      </p>
    </Dialog>
  )
}
