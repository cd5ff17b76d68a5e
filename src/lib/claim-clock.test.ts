import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { longestTimeout, watchClaimState } from './claim-clock'
import type { ClaimState } from './claim-window'

// The example event's window: 2026-09-15T09:00 to 2026-09-30T18:00, Seoul.
const opens = Date.parse('2026-09-15T00:00:00Z')
const closes = Date.parse('2026-09-30T09:00:00Z')
const minute = 60_000
const day = 24 * 60 * minute

/** A page's document and window as far as the watcher uses them: events, and whether the tab is shown. */
const page = { document: Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState }), window: new EventTarget() }

let reads: ClaimState[]
let stop: () => void = () => {}
const watch = (instants: { opens?: number; closes?: number }) => {
  reads = []
  stop = watchClaimState(instants, (state) => reads.push(state))
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('document', page.document)
  vi.stubGlobal('window', page.window)
  page.document.visibilityState = 'visible'
})
afterEach(() => {
  stop()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the claim state follows the clock', () => {
  it('turns open at the opening minute and closed at the closing one, by itself', () => {
    vi.setSystemTime(opens - minute)
    watch({ opens, closes })
    expect(reads).toEqual(['before'])
    vi.advanceTimersByTime(minute - 1)
    expect(reads).toEqual(['before'])
    vi.advanceTimersByTime(1)
    expect(reads).toEqual(['before', 'open'])
    vi.advanceTimersByTime(closes - opens - 1)
    expect(reads).toEqual(['before', 'open'])
    vi.advanceTimersByTime(1)
    expect(reads).toEqual(['before', 'open', 'after'])
  })

  it('sets one timer, for the next boundary, instead of polling', () => {
    vi.setSystemTime(opens + day)
    watch({ opens, closes })
    expect(vi.getTimerCount()).toBe(1)
    vi.advanceTimersByTime(closes - (opens + day) - 1)
    expect(reads).toEqual(['open'])
    vi.advanceTimersByTime(1)
    // Closed for good: nothing left to wake for.
    expect(vi.getTimerCount()).toBe(0)
    expect(reads).toEqual(['open', 'after'])
  })

  it('waits past the longest delay a browser timer keeps (about 24.8 days) without firing early', () => {
    vi.setSystemTime(opens - 60 * day)
    watch({ opens })
    vi.advanceTimersByTime(longestTimeout)
    // A delay of 60 days passed to setTimeout as is would have fired at once and read "open".
    expect(reads).toEqual(['before', 'before'])
    vi.advanceTimersByTime(60 * day - longestTimeout - 1)
    expect(reads.at(-1)).toBe('before')
    vi.advanceTimersByTime(1)
    expect(reads.at(-1)).toBe('open')
  })

  it('checks again when the tab is shown again, whatever its late timer', () => {
    vi.setSystemTime(closes - minute)
    watch({ opens, closes })
    // The tab was hidden and its timers frozen while the clock moved past the closing.
    page.document.visibilityState = 'hidden'
    vi.setSystemTime(closes + minute)
    page.document.dispatchEvent(new Event('visibilitychange'))
    expect(reads).toEqual(['open'])
    page.document.visibilityState = 'visible'
    page.document.dispatchEvent(new Event('visibilitychange'))
    expect(reads).toEqual(['open', 'after'])
  })

  it('checks again when the page comes back from the back-forward cache', () => {
    vi.setSystemTime(opens - minute)
    watch({ opens, closes })
    vi.setSystemTime(opens + minute)
    page.window.dispatchEvent(new Event('pageshow'))
    expect(reads).toEqual(['before', 'open'])
    // The boundary's timer was replaced, not added to.
    expect(vi.getTimerCount()).toBe(1)
  })

  it('stops: no timer, no listener', () => {
    vi.setSystemTime(opens - minute)
    watch({ opens, closes })
    stop()
    vi.advanceTimersByTime(day)
    page.window.dispatchEvent(new Event('pageshow'))
    expect(reads).toEqual(['before'])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('a window without ends is always open and sets no timer', () => {
    watch({})
    expect(reads).toEqual(['open'])
    expect(vi.getTimerCount()).toBe(0)
  })
})
