import { useEffect, useState } from 'react'
import { useLL, useText } from '../../app/i18n'
import { button } from '../button.css'
import { Dialog } from '../dialog/dialog'
import { ManifestLink } from '../manifest-link/manifest-link'
import type { PagePopup } from './page-popups'
import * as styles from './page-popups.css'
import { hideForToday as hideForTodayCookie, isHiddenToday } from '../../lib/hide-for-today'

/** The cookie that hides one popup for a day after "hide for today" (spec 4.4: one per popup). */
export const hiddenCookie = (id: string) => `obadge-popup-${id}-hidden`

/**
 * The popups that open when a page loads, one after another: those whose "hide for today"
 * cookie is not set (read in an effect, so the first render has them all closed). "Hide for
 * today" sets the popup's own cookie for one day (spec 9); "close" and Escape close it for this
 * visit only.
 */
export default function PopupDialogs({ popups }: { popups: readonly PagePopup[] }) {
  const text = useText()
  const LL = useLL()
  // null until the cookies have been read in the browser.
  const [queue, setQueue] = useState<readonly string[] | null>(null)

  useEffect(() => {
    setQueue(popups.filter((p) => !(p.hideForToday && isHiddenToday(hiddenCookie(p.id)))).map((p) => p.id))
  }, [popups])

  const dismiss = (popup: PagePopup, hideForToday: boolean) => {
    if (hideForToday) hideForTodayCookie(hiddenCookie(popup.id))
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
      <div className={styles.parts}>
        {popup.parts.map((part, i) => (
          <div key={i} className={styles.part}>
            {part.heading && <h3 className={styles.heading}>{text(part.heading)}</h3>}
            <p className={styles.text}>{text(part.text)}</p>
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
