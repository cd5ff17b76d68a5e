import { claimState, nextClaimChange, type ClaimInstants, type ClaimState } from './claim-window'

/**
 * The longest delay a browser's `setTimeout` keeps: a longer one (a window opening in a month)
 * overflows its 32-bit count and fires at once. Such a wait is taken in steps of this length.
 */
export const longestTimeout = 2 ** 31 - 1

/**
 * Follows the clock through a claim window: calls `read` with the state now, then again at the
 * next opening or closing (one timer set for that instant, not a poll), and whenever the page is
 * shown again (`visibilitychange` to visible, `pageshow` from the back-forward cache): a hidden
 * tab's timers are delayed or frozen and a sleeping laptop's do not run, so a tab brought back
 * after the boundary must not wait for its late timer. Returns the function that stops it.
 */
export function watchClaimState(instants: ClaimInstants, read: (state: ClaimState) => void, now: () => number = Date.now): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined

  function check() {
    clearTimeout(timer)
    const at = now()
    read(claimState(instants, at))
    const next = nextClaimChange(instants, at)
    // A timer that fires early (the system clock was set back) only checks again and waits on.
    if (next !== undefined) timer = setTimeout(check, Math.min(next - at, longestTimeout))
  }
  function checkIfShown() {
    if (document.visibilityState === 'visible') check()
  }

  check()
  document.addEventListener('visibilitychange', checkIfShown)
  window.addEventListener('pageshow', check)
  return () => {
    clearTimeout(timer)
    document.removeEventListener('visibilitychange', checkIfShown)
    window.removeEventListener('pageshow', check)
  }
}
