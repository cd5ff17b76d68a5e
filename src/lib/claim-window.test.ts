import { describe, expect, it } from 'vitest'
import { claimState, nextClaimChange, refusedClaimState } from './claim-window'

// 2026-09-15T09:00 and 2026-09-30T18:00, Seoul (what zonedInstant gives the example event's window).
const opens = Date.parse('2026-09-15T00:00:00Z')
const closes = Date.parse('2026-09-30T09:00:00Z')
const minute = 60_000

describe('a claim window', () => {
  it('is open from its first minute to the minute before it closes', () => {
    const window = { opens, closes }
    expect(claimState(window, opens - 1)).toBe('before')
    expect(claimState(window, opens)).toBe('open')
    expect(claimState(window, closes - 1)).toBe('open')
    expect(claimState(window, closes)).toBe('after')
  })

  it('may leave either end open', () => {
    expect(claimState({ closes }, opens - 365 * 24 * 60 * minute)).toBe('open')
    expect(claimState({ closes }, closes)).toBe('after')
    expect(claimState({ opens }, closes * 2)).toBe('open')
    expect(claimState({ opens }, opens - minute)).toBe('before')
  })
})

describe('the next change of a claim window', () => {
  it('is the opening before it, the closing inside it, none after', () => {
    const window = { opens, closes }
    expect(nextClaimChange(window, opens - minute)).toBe(opens)
    expect(nextClaimChange(window, opens)).toBe(closes)
    expect(nextClaimChange(window, closes - 1)).toBe(closes)
    expect(nextClaimChange(window, closes)).toBeUndefined()
    expect(nextClaimChange({ opens }, opens)).toBeUndefined()
    expect(nextClaimChange({}, opens)).toBeUndefined()
  })
})

describe('a refusal by the API outside the window', () => {
  it('means the state by the page’s clock when that one is shut too', () => {
    expect(refusedClaimState({ opens, closes }, opens - minute)).toBe('before')
    expect(refusedClaimState({ opens, closes }, closes + minute)).toBe('after')
  })

  it('means the nearer end when the page’s clock, running slow or fast, still says open', () => {
    // The visitor's clock is two minutes slow at the closing, or two minutes fast at the opening.
    expect(refusedClaimState({ opens, closes }, closes - 2 * minute)).toBe('after')
    expect(refusedClaimState({ opens, closes }, opens + 2 * minute)).toBe('before')
    expect(refusedClaimState({ closes }, opens)).toBe('after')
    expect(refusedClaimState({ opens }, closes)).toBe('before')
    expect(refusedClaimState({}, opens)).toBeUndefined()
  })
})
