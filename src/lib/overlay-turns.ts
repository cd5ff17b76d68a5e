import { useSyncExternalStore } from 'react'

/**
 * Things that open by themselves over a page take turns, one at a time, and a visit has one of
 * them at most (docs/decisions/one-overlay-at-a-time.md): while a page's popups are deciding or
 * open they hold the turn; once one has opened, the visit has had its interruption, and the app
 * banner, which waits, stays away until the next visit. Module state, like a store: every holder
 * and waiter is on the one page in view, and a visit is this document's life (a load of the site
 * in a tab, its in-app navigation included), so nothing more is stored in the browser.
 */
const holders = new Set<symbol>()
let interrupted = false
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

/** Takes the turn until the returned function is called (use it as an effect's cleanup). */
export function holdTurn(): () => void {
  const holder = Symbol('overlay')
  holders.add(holder)
  notify()
  return () => {
    holders.delete(holder)
    notify()
  }
}

/** Says that something opened by itself over the page (a popup): the visit's one interruption. */
export function noteInterruption(): void {
  if (interrupted) return
  interrupted = true
  notify()
}

/** Whether nothing holds the turn now. */
export const turnIsFree = (): boolean => holders.size === 0

/** Whether a waiting overlay may still show: the turn is free and nothing has interrupted this visit. */
export const mayInterrupt = (): boolean => turnIsFree() && !interrupted

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether a waiting overlay (the app banner) may show now (false in the server's HTML). */
export function useMayInterrupt(): boolean {
  return useSyncExternalStore(subscribe, mayInterrupt, () => false)
}
