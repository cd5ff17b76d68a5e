import { describe, expect, it } from 'vitest'
import { claimState } from './claim-window'

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
