import { useEffect, useState } from 'react'
import { useLL } from '../../app/i18n'
import { Dialog } from '../../components/dialog/dialog'
import { ManifestLink } from '../../components/manifest-link/manifest-link'
import { hideForToday, isHiddenToday } from '../../lib/hide-for-today'
import type { SectionProps } from '../section-props'
import * as styles from './page-dialog.css'

/** The cookie that hides a dialog until the end of its day (spec 9: one day). */
export const hiddenCookie = (id: string) => `popup-${id}`


/**
 * A dialog that opens once the page is interactive (never in the prerendered HTML, so a hidden
 * one cannot flash), unless "hide for today" has set its cookie. The main button is a page link;
 * the dismiss button only closes it.
 */
export default function PageDialogSection({ section }: SectionProps<'page-dialog'>) {
  const LL = useLL()
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (!section.hideForToday || !isHiddenToday(hiddenCookie(section.id))) setOpen(true)
  }, [section.id, section.hideForToday])
  const close = () => setOpen(false)
  return (
    <Dialog
      open={open}
      onClose={close}
      title={section.title}
      width={section.maxWidth}
      actions={
        <>
          <ManifestLink link={section.action} className={styles.primary} onClick={close} />
          <button type="button" className={styles.secondary} onClick={close}>
            {section.dismiss}
          </button>
          {section.hideForToday && (
            <button
              type="button"
              className={styles.hide}
              onClick={() => {
                hideForToday(hiddenCookie(section.id))
                close()
              }}
            >
              {LL.pageDialog.hideForToday()}
            </button>
          )}
        </>
      }
    >
      {section.image && (
        <img className={styles.image} src={section.image.src} width={section.image.width} height={section.image.height} alt={section.image.alt} />
      )}
      {section.paragraphs.map((p) => (
        <p key={p} className={styles.paragraph}>
          {p}
        </p>
      ))}
    </Dialog>
  )
}
