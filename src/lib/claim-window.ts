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
