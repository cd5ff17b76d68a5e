import { useEffect, useLayoutEffect, useState, type ComponentType } from 'react'
import { holdTurn } from '../../lib/overlay-turns'
import type { PagePopup } from './page-popup'

type Dialogs = ComponentType<{ popups: readonly PagePopup[]; onSettled: () => void }>

/**
 * The popups that open when a page loads. Nothing of them is in the prerendered HTML or in the
 * page's first-load JavaScript: after hydration this imports the dialogs (their own chunk, with
 * the cookie reader), which open those the visitor has not hidden for today. So a hidden popup
 * never flashes, and a page with popups stays within its budget. The popups' text is in the page
 * module, which is the page's own chunk. Until the last of them is closed (or none opens) they
 * hold the overlays' turn, so the app banner waits, and once one has opened the banner skips this
 * visit (`src/lib/overlay-turns.ts`).
 */
export function PagePopups({ popups }: { popups: readonly PagePopup[] }) {
  const [Loaded, setLoaded] = useState<Dialogs | null>(null)
  const [settled, setSettled] = useState(false)
  // A layout effect: taken before any plain effect of the page, such as the app banner's, runs.
  useLayoutEffect(() => (settled ? undefined : holdTurn()), [settled])
  useEffect(() => {
    let cancelled = false
    void import('./popup-dialogs').then((module) => {
      if (!cancelled) setLoaded(() => module.default)
    })
    return () => {
      cancelled = true
    }
  }, [])
  return Loaded ? <Loaded popups={popups} onSettled={() => setSettled(true)} /> : null
}
