import { useEffect, useState } from 'react'
import { useLL, useText } from '../../app/i18n'
import { isDismissed, popupHiddenCookie, rememberDismissal } from '../../lib/hide-for-today'
import { button } from '../button.css'
import { Dialog } from '../dialog/dialog'
import { ManifestLink } from '../manifest-link/manifest-link'
import type { PagePopup } from './page-popups'
import * as styles from './page-popups.css'
import { popupsToOpen } from './popups-to-open'

/**
 * The popups that open when a page loads, one after another: those whose "hide for today"
 * cookie is not set (read in an effect, so the first render has them all closed). "Hide for
 * today" sets the popup's own cookie for one day (spec 9); "close", Escape and the popup's own
 * links close it for this visit only.
 */
export default function PopupDialogs({ popups }: { popups: readonly PagePopup[] }) {
  const text = useText()
  const LL = useLL()
  // null until the cookies have been read in the browser.
  const [queue, setQueue] = useState<readonly string[] | null>(null)

  useEffect(() => {
    setQueue(popupsToOpen(popups, (id) => isDismissed(popupHiddenCookie(id))))
  }, [popups])

  const dismiss = (popup: PagePopup, hideForToday: boolean) => {
    if (hideForToday) rememberDismissal(popupHiddenCookie(popup.id))
    setQueue((ids) => (ids ?? []).filter((id) => id !== popup.id))
  }

  return popups.map((popup) => (
    <Dialog
      key={popup.id}
      open={queue?.[0] === popup.id}
      onClose={() => dismiss(popup, false)}
      title={text(popup.title)}
      width={popup.maxWidth}
      actions={
        <>
          {popup.hideForToday && (
            <button type="button" className={button({ variant: 'quiet' })} onClick={() => dismiss(popup, true)}>
              {LL.popup.hideForToday()}
            </button>
          )}
          <button type="button" className={button({ variant: 'secondary' })} onClick={() => dismiss(popup, false)}>
            {LL.popup.close()}
          </button>
        </>
      }
    >
      {popup.image && (
        <img className={styles.image} src={popup.image.src} width={popup.image.width} height={popup.image.height} alt={text(popup.image.alt)} />
      )}
      <div className={styles.parts}>
        {popup.parts.map((part, i) => (
          <div key={i} className={styles.part}>
            {part.heading && <h3 className={styles.heading}>{text(part.heading)}</h3>}
            <div className={styles.paragraphs}>
              {part.paragraphs.map((paragraph, j) => (
                <p key={j} className={styles.text}>
                  {text(paragraph)}
                </p>
              ))}
            </div>
            {part.links.length > 0 && (
              <div className={styles.links}>
                {part.links.map((link, j) => (
                  <ManifestLink
                    key={j}
                    link={link}
                    className={`${button({ variant: j === 0 ? 'primary' : 'secondary' })} ${styles.link}`}
                    onClick={() => dismiss(popup, false)}
                  />
                ))}
              </div>
            )}
          </div>
        ))}
      </div>
    </Dialog>
  ))
}
