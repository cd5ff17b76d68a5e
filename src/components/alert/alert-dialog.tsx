import { useLL } from '../../app/i18n'
import { button } from '../button.css'
import { Dialog } from '../dialog/dialog'

/** The alert's dialog: loaded the first time a page may need it, not with every page. */
export default function AlertDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const LL = useLL()
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      role="alertdialog"
      title={LL.alert.title()}
      width={500}
      actions={
        <button type="button" className={button({ variant: 'primary' })} onClick={onClose}>
          {LL.alert.ok()}
        </button>
      }
    >
      <p>{message}</p>
    </Dialog>
  )
}
