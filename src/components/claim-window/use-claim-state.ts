import { useEffect, useState } from 'react'
import type { ClaimMoments } from '../../../manifest/site'
import { watchClaimState } from '../../lib/claim-clock'
import { claimState, refusedClaimState, type ClaimInstants, type ClaimState } from '../../lib/claim-window'

const instantsOf = (claims: ClaimMoments): ClaimInstants => ({ opens: claims.opens?.at, closes: claims.closes?.at })

/**
 * The claim window's state as the box shows it, following the clock (src/lib/claim-clock.ts), and
 * `refuse`, for the API's refusal of a claim (409), which turns the box to the side it means and
 * returns that side. `unknown` in the prerender (what a page without scripts keeps); in the
 * browser the state by the clock, which the inline script has set on the box before hydration, so
 * hydration finds the attribute as it renders it. After a navigation inside the site the inline
 * script does not run, and this alone decides.
 */
export function useClaimState(claims: ClaimMoments) {
  const [byClock, setByClock] = useState<ClaimState | 'unknown'>(() => (import.meta.env.SSR ? 'unknown' : claimState(instantsOf(claims), Date.now())))
  const [refusal, setRefusal] = useState<ClaimState>()
  useEffect(
    () =>
      watchClaimState(instantsOf(claims), (state) => {
        setByClock(state)
        // A window the server closed stays closed. A "not yet" is the page's clock running fast:
        // checked again (at the next boundary, or when the visitor comes back to the tab), the form
        // shows again, and a claim still too early is refused again.
        setRefusal((was) => (was === 'after' ? was : undefined))
      }),
    [claims],
  )
  const refuse = () => {
    const side = refusedClaimState(instantsOf(claims), Date.now())
    setRefusal(side)
    return side
  }
  return { state: refusal ?? byClock, refuse }
}
