/**
 * A claim window's ends as instants (milliseconds since the epoch); either may be open. `opens`
 * is the first moment a claim is accepted, `closes` the first moment one no longer is.
 */
export type ClaimInstants = { opens?: number; closes?: number }

/** Where `now` falls: before the window opens, inside it, or after it closed. */
export type ClaimState = 'before' | 'open' | 'after'

export function claimState({ opens, closes }: ClaimInstants, now: number): ClaimState {
  if (opens !== undefined && now < opens) return 'before'
  if (closes !== undefined && now >= closes) return 'after'
  return 'open'
}

/**
 * The next instant after `now` at which `claimState` gives another answer: the opening while
 * before it, the closing while open, none once closed (or for a window left open at that end).
 */
export function nextClaimChange({ opens, closes }: ClaimInstants, now: number): number | undefined {
  if (opens !== undefined && now < opens) return opens
  if (closes !== undefined && now < closes) return closes
  return undefined
}

/**
 * Which side of the window the API's refusal (409, api.yaml `ClaimWindowClosed`) means, seen at
 * `now`: the page's clock's answer when it says the window is shut; when it says open, the clocks
 * disagree (the visitor's runs fast or slow), and the nearer end is the one the server's clock has
 * not reached or has passed, since clocks drift by minutes and windows last hours or days.
 * Undefined for a window without ends, which the API never refuses.
 */
export function refusedClaimState(instants: ClaimInstants, now: number): Exclude<ClaimState, 'open'> | undefined {
  const byClock = claimState(instants, now)
  if (byClock !== 'open') return byClock
  const { opens, closes } = instants
  if (opens === undefined) return closes === undefined ? undefined : 'after'
  if (closes === undefined) return 'before'
  return now - opens < closes - now ? 'before' : 'after'
}
