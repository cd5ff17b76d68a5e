import { useEffect, useId, useRef, type ReactNode } from 'react'
import * as styles from './dialog.css'

type Props = {
  open: boolean
  /** Escape, or a button of the dialog; the owner sets `open` to false. */
  onClose: () => void
  title: string
  /** `alertdialog` for messages that need an answer (spec 8 alerts, confirmations). */
  role?: 'dialog' | 'alertdialog'
  /** Maximum width in CSS pixels (spec 9: issuance 500, contact success 588). */
  width: number
  /** The buttons, in a row under the content; the first gets focus when the dialog opens. */
  actions: ReactNode
  children?: ReactNode
}

/**
 * A modal dialog on the native `<dialog>`: `showModal` makes the rest of the page inert (focus
 * cannot leave it) and gives Escape; focus moves to its first button when it opens and back to
 * the element that had it when it closes.
 */
export function Dialog({ open, onClose, title, role = 'dialog', width, actions, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const returnFocusTo = useRef<HTMLElement | null>(null)
  const titleId = useId()
  const bodyId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
      dialog.querySelector<HTMLElement>('[data-dialog-actions] button:not([disabled]), [data-dialog-actions] a')?.focus()
    } else if (!open && dialog.open) {
      dialog.close()
      if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus()
    }
  }, [open])

  return (
    <dialog
      ref={ref}
      // `<dialog>` is a dialog already: the role is only written when it says more (vnu warns).
      role={role === 'alertdialog' ? role : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      className={styles.dialog}
      style={{ maxWidth: `${width}px` }}
      onCancel={(event) => {
        // Escape: let the owner decide (it may be busy sending), never close behind its back.
        event.preventDefault()
        onClose()
      }}
    >
      {open && (
        <div className={styles.body}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {children && <div id={bodyId}>{children}</div>}
          <div className={styles.actions} data-dialog-actions="">
            {actions}
          </div>
        </div>
      )}
    </dialog>
  )
}
