import { useEffect, useRef, useState } from 'react'
import { useLL } from '../../app/i18n'
import { ManifestLink } from '../../components/manifest-link/manifest-link'
import { isDismissed, rememberDismissal } from '../../lib/hide-for-today'
import { useMayInterrupt } from '../../lib/overlay-turns'
import { markPage, pageMarks } from '../../lib/page-marks'
import type { SectionProps } from '../section-props'
import * as styles from './app-banner.css'

/** The cookie that remembers a dismissed app banner. */
const dismissedCookie = 'obadge-app-banner-dismissed'

/**
 * The wallet app's banner (docs/rules/site.md §1): a bar fixed to the bottom of narrow windows, so showing it
 * moves nothing on the page. It renders only after hydration, once the cookie says it was not
 * dismissed, and only on a visit that no popup has interrupted (one interruption a visit,
 * `src/lib/overlay-turns.ts`); the stylesheet hides it from 600 px up. While open it marks the
 * document, which gives the page's end room under the bar (the footer can still be scrolled into
 * view above it) and keeps what takes focus clear of it (WCAG 2.2, 2.4.11).
 */
export default function AppBannerSection({ section }: SectionProps<'app-banner'>) {
  const LL = useLL()
  // null until the cookie has been read in the browser.
  const [wanted, setWanted] = useState<boolean | null>(null)
  const mayShow = useMayInterrupt()
  const open = wanted === true && mayShow

  useEffect(() => setWanted(!isDismissed(dismissedCookie)), [])
  useEffect(() => {
    if (wanted !== null && mayShow) markPage(pageMarks.appBannerDecided)
  }, [wanted, mayShow])
  const bar = useRef<HTMLElement>(null)
  useEffect(() => {
    const element = bar.current
    if (!open || !element) return
    // The page's end gets the bar's real height as room (0 where the stylesheet hides it).
    const root = document.documentElement
    const observer = new ResizeObserver(() => root.style.setProperty(styles.heightVariable, `${element.offsetHeight}px`))
    observer.observe(element)
    root.classList.add(styles.withBanner)
    return () => {
      observer.disconnect()
      root.classList.remove(styles.withBanner)
      root.style.removeProperty(styles.heightVariable)
    }
  }, [open])

  if (!open) return null
  const dismiss = () => {
    rememberDismissal(dismissedCookie, section.dismissDays)
    setWanted(false)
  }
  return (
    <aside ref={bar} className={styles.banner} aria-label={LL.appBanner.label()}>
      <img src={section.icon.src} width={section.icon.width} height={section.icon.height} alt="" className={styles.icon} />
      <div className={styles.copy}>
        <p className={styles.title}>{section.title}</p>
        <p className={styles.text}>{section.text}</p>
      </div>
      <div className={styles.links}>
        {section.links.map((link) => (
          <ManifestLink key={link.external} link={link} className={styles.store} />
        ))}
      </div>
      <button type="button" className={styles.dismiss} onClick={dismiss} aria-label={LL.appBanner.dismiss()}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
    </aside>
  )
}
