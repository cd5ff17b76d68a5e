import { useLL } from '../../app/i18n'
import { button } from '../../components/button.css'
import { Dialog } from '../../components/dialog/dialog'

export type Received = { requestId: number; duplicate: boolean }

/** The API's answer: the request's number, and whether it repeats an earlier one (then that one's). */
export default function ReceivedDialog({ received, onClose }: { received: Received | undefined; onClose: () => void }) {
  const LL = useLL()
  const P = LL.partnerRequest
  return (
    <Dialog
      open={received !== undefined}
      onClose={onClose}
      title={P.successTitle()}
      width={588}
      actions={
        <button type="button" className={button({ variant: 'primary' })} onClick={onClose}>
          {LL.alert.ok()}
        </button>
      }
    >
      <p>{received?.duplicate ? P.repeatBody({ id: received.requestId }) : P.successBody({ id: received?.requestId ?? 0 })}</p>
    </Dialog>
  )
}
