import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while rendering on the server and during hydration, true after. A prerendered page knows
 * nothing of the query it will be opened with, and React keeps server attributes it disagrees
 * with: render query-dependent output only once this is true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
