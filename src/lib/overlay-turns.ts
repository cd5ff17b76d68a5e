import { useSyncExternalStore } from 'react'

/**
 * Things that open by themselves over a page take turns, one at a time
 * (docs/decisions/one-overlay-at-a-time.md): while a page's popups are deciding or open they
 * hold the turn, and the app banner waits for it. Module state, like a store: every holder and
 * waiter is on the one page in view.
 */
const holders = new Set<symbol>()
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

/** Whether nothing holds the turn now. */
export const turnIsFree = (): boolean => holders.size === 0

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether nothing holds the turn, so a waiting overlay may show (false in the server's HTML). */
export function useTurnIsFree(): boolean {
  return useSyncExternalStore(subscribe, turnIsFree, () => false)
}
