import { useEffect, useState } from 'react'
import { useLL } from '../../app/i18n'
import { isDismissed, popupHiddenCookie, rememberDismissal } from '../../lib/hide-for-today'
import { noteInterruption } from '../../lib/overlay-turns'
import { markPage, pageMarks } from '../../lib/page-marks'
import { button } from '../button.css'
import { quietAction } from '../dialog/dialog.css'
import { Dialog, initialFocus } from '../dialog/dialog'
import { ManifestLink } from '../manifest-link/manifest-link'
import type { PagePopup } from './page-popup'
import * as styles from './page-popups.css'
import { popupsToOpen } from './popups-to-open'

/**
 * The popups that open when a page loads, one after another: those whose "hide for today"
 * cookie is not set (read in an effect, so the first render has them all closed). "Hide for
 * today" sets the popup's own cookie for one day (docs/rules/site.md §9); "close", Escape and the popup's own
 * links close it for this visit only. Focus starts on "close"; "hide for today" is the quiet
 * link at the row's start (the dialog's `aside`).
 */
export default function PopupDialogs({ popups, onSettled }: { popups: readonly PagePopup[]; onSettled: () => void }) {
  const LL = useLL()
  // null until the cookies have been read in the browser.
  const [queue, setQueue] = useState<readonly string[] | null>(null)

  useEffect(() => {
    const ids = popupsToOpen(popups, (id) => isDismissed(popupHiddenCookie(id)))
    // Noted before the turn is given back, so the app banner never shows after a popup on this visit.
    if (ids.length > 0) noteInterruption()
    setQueue(ids)
  }, [popups])
  useEffect(() => {
    if (queue?.length === 0) onSettled()
  }, [queue, onSettled])
  // After the dialogs' own effects: a popup that opens has opened.
  useEffect(() => {
    if (queue !== null) markPage(pageMarks.popupsDecided)
  }, [queue])

  const dismiss = (popup: PagePopup, hideForToday: boolean) => {
    if (hideForToday) rememberDismissal(popupHiddenCookie(popup.id))
    setQueue((ids) => (ids ?? []).filter((id) => id !== popup.id))
  }

  return popups.map((popup) => {
    // A popup of one part has one thing to offer: its links join the dialog's own buttons.
    // Parts side by side (the login-path popup's audiences) keep theirs in their boxes.
    const inRow = popup.parts.length === 1 ? popup.parts[0]!.links : []
    const linkButton = (link: PagePopup['parts'][number]['links'][number], primary: boolean, key: number, extra = '') => (
      <ManifestLink
        key={key}
        link={link}
        className={`${button({ variant: primary ? 'primary' : 'secondary' })} ${extra}`}
        onClick={() => dismiss(popup, false)}
      />
    )
    return (
      <Dialog
        key={popup.id}
        open={queue?.[0] === popup.id}
        onClose={() => dismiss(popup, false)}
        title={popup.title}
        width={popup.maxWidth}
        openedByPage
        actions={
          <>
            {/* APG dialog pattern: an unasked-for popup starts on its way out, not on an offer. */}
            <button type="button" className={button({ variant: 'secondary' })} onClick={() => dismiss(popup, false)} {...initialFocus}>
              {LL.popup.close()}
            </button>
            {/* The primary link ends the row: the others before it, in their order. */}
            {inRow.slice(1).map((link, j) => linkButton(link, false, j + 1))}
            {inRow[0] && linkButton(inRow[0], true, 0)}
          </>
        }
        aside={
          popup.hideForToday && (
            <button type="button" className={quietAction} onClick={() => dismiss(popup, true)}>
              {LL.popup.hideForToday()}
            </button>
          )
        }
      >
        {popup.image && (
          <img className={styles.image} src={popup.image.src} width={popup.image.width} height={popup.image.height} alt={popup.image.alt} />
        )}
        <div className={styles.parts}>
          {popup.parts.map((part, i) => (
            <div key={i} className={styles.part}>
              {part.heading && <h3 className={styles.heading}>{part.heading}</h3>}
              <div className={styles.paragraphs}>
                {part.paragraphs.map((paragraph, j) => (
                  <p key={j} className={styles.text}>
                    {paragraph}
                  </p>
                ))}
              </div>
              {popup.parts.length > 1 && part.links.length > 0 && (
                <div className={styles.links}>{part.links.map((link, j) => linkButton(link, j === 0, j, styles.link))}</div>
              )}
            </div>
          ))}
        </div>
      </Dialog>
    )
  })
}
