import { useEffect, useId, useRef, type ReactNode } from 'react'
import { focusDocumentStart } from './focus-document-start'
import * as styles from './dialog.css'

type Props = {
  open: boolean
  /** Escape, or a button of the dialog; the owner sets `open` to false. */
  onClose: () => void
  title: string
  /** `alertdialog` for messages that need an answer (docs/rules/api.md §8 alerts, confirmations). */
  role?: 'dialog' | 'alertdialog'
  /** Maximum width in CSS pixels (docs/rules/site.md §9: issuance 500, contact success 588). */
  width: number
  /**
   * The buttons, the primary one last (it ends the row, and tops nothing: see `dialog.css.ts`).
   * The first gets focus when the dialog opens, unless one is marked with `initialFocus`.
   */
  actions: ReactNode
  /** A minor way out, set apart from the buttons as a quiet link-style button ("hide for today"). */
  aside?: ReactNode
  /**
   * Opened by the page itself (a popup at load), not by the visitor: nothing had focus before it,
   * so on closing focus goes to the start of the page rather than nowhere.
   */
  openedByPage?: boolean
  children?: ReactNode
}

/** In the page and laid out (not under `display: none`); older Safari lacks `checkVisibility`. */
const isShown = (element: HTMLElement) => element.isConnected && element.getClientRects().length > 0

/** Spread on the action that should take focus when the dialog opens (WAI-ARIA APG dialog pattern). */
export const initialFocus = { 'data-dialog-focus': '' } as const

/**
 * A modal dialog on the native `<dialog>`: `showModal` makes the rest of the page inert (focus
 * cannot leave it) and gives Escape. Its title and actions stay in view; only the content between
 * them scrolls, and it opens scrolled to its top. Focus moves to an action when it opens (never
 * into the scrolled content, which would scroll it) and back to the element that had it when it
 * closes; a dialog the page opened by itself hands focus to the top of the page.
 */
export function Dialog({ open, onClose, title, role = 'dialog', width, actions, aside, openedByPage = false, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const content = useRef<HTMLDivElement>(null)
  const returnFocusTo = useRef<HTMLElement | null>(null)
  const titleId = useId()
  const bodyId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      const active = document.activeElement
      returnFocusTo.current = active instanceof HTMLElement && active !== document.body ? active : null
      dialog.showModal()
      const buttons = '[data-dialog-actions] button:not([disabled]), [data-dialog-actions] a'
      ;(dialog.querySelector<HTMLElement>('[data-dialog-focus]') ?? dialog.querySelector<HTMLElement>(buttons))?.focus()
      // showModal focuses the first focusable element, which may scroll the content past its start.
      if (content.current) content.current.scrollTop = 0
    } else if (!open && dialog.open) {
      dialog.close()
      // The opener may be gone or hidden by what the dialog said (a 409 turns an event's form into
      // its dated notice): focus then goes to what stands in its place, not to nowhere.
      const opener = returnFocusTo.current
      const standIn = [...document.querySelectorAll<HTMLElement>('[data-takes-lost-focus]')].find(isShown)
      if (opener && isShown(opener)) opener.focus()
      else if (standIn) standIn.focus()
      else if (openedByPage) focusDocumentStart()
    }
  }, [open, openedByPage])

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
        <>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {children && (
            <div id={bodyId} ref={content} className={styles.content}>
              {children}
            </div>
          )}
          <div className={styles.footer} data-dialog-actions="">
            <div className={styles.actions}>{actions}</div>
            {aside && <div className={styles.aside}>{aside}</div>}
          </div>
        </>
      )}
    </dialog>
  )
}
