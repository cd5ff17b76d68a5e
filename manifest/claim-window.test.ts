import { describe, expect, it } from 'vitest'
import { claimMomentsOn, dayIn, pageClaims, resolveClaims, withClaimsOn, type PageClaims } from './claim-window'
import { DEFAULT_TIME_ZONE } from './zoned-time'

const twoWeeks = { relative: { openedDaysAgo: 1, closesInDays: 14 } }
const at = (iso: string) => Date.parse(iso)
const ends = (claims: ReturnType<typeof resolveClaims>) => ({
  opens: claims.opens && [claims.opens.wallClock, new Date(claims.opens.instant).toISOString()],
  closes: claims.closes && [claims.closes.wallClock, new Date(claims.closes.instant).toISOString()],
})

describe("a claim window relative to the build's day", () => {
  it('opens at 09:00 the day before and closes at 18:00 fourteen days on, Seoul by default', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Asia/Seoul')
    expect(ends(resolveClaims(twoWeeks, DEFAULT_TIME_ZONE, at('2026-11-30T09:21:00Z')))).toEqual({
      opens: ['2026-11-29T09:00', '2026-11-29T00:00:00.000Z'],
      closes: ['2026-12-14T18:00', '2026-12-14T09:00:00.000Z'],
    })
  })

  it("reads the day in the event's zone, not UTC's: 20:00 UTC is already the next day in Seoul", () => {
    expect(dayIn(at('2026-11-30T20:00:00Z'), 'Asia/Seoul')).toBe('2026-12-01')
    expect(dayIn(at('2026-11-30T20:00:00Z'), 'Europe/Berlin')).toBe('2026-11-30')
    expect(resolveClaims(twoWeeks, 'Asia/Seoul', at('2026-11-30T20:00:00Z')).opens?.wallClock).toBe('2026-11-30T09:00')
    // Across the month's and the year's end, on the calendar.
    expect(resolveClaims(twoWeeks, 'Asia/Seoul', at('2026-12-25T12:00:00+09:00')).closes?.wallClock).toBe('2027-01-08T18:00')
    expect(resolveClaims(twoWeeks, 'Asia/Seoul', at('2027-03-01T12:00:00+09:00')).opens?.wallClock).toBe('2027-02-28T09:00')
  })

  it("keeps its wall-clock minutes across a summer-time change in the event's zone (Europe/Berlin, 29 March 2026)", () => {
    // Built on Saturday 28 March: opens Friday 09:00 CET (UTC+1), closes 11 April 18:00 CEST (UTC+2).
    expect(ends(resolveClaims(twoWeeks, 'Europe/Berlin', at('2026-03-28T12:00:00+01:00')))).toEqual({
      opens: ['2026-03-27T09:00', '2026-03-27T08:00:00.000Z'],
      closes: ['2026-04-11T18:00', '2026-04-11T16:00:00.000Z'],
    })
    // Built on the change's own day, at an hour that is there (the gap is 02:00-03:00).
    expect(ends(resolveClaims({ relative: { openedDaysAgo: 0, closesInDays: 0 } }, 'Europe/Berlin', at('2026-03-29T12:00:00+02:00')))).toEqual({
      opens: ['2026-03-29T09:00', '2026-03-29T07:00:00.000Z'],
      closes: ['2026-03-29T18:00', '2026-03-29T16:00:00.000Z'],
    })
    // And back in October: built on Sunday 25 October at 00:30 CEST, still that Sunday in Berlin.
    expect(dayIn(at('2026-10-24T22:30:00Z'), 'Europe/Berlin')).toBe('2026-10-25')
    expect(resolveClaims(twoWeeks, 'Europe/Berlin', at('2026-10-24T22:30:00Z')).opens).toEqual({ wallClock: '2026-10-24T09:00', timeZone: 'Europe/Berlin', instant: at('2026-10-24T07:00:00Z') })
  })

  it('is the same all day long and moves with the next day', () => {
    const on = (iso: string) => ends(resolveClaims(twoWeeks, 'Asia/Seoul', at(iso)))
    expect(on('2026-11-30T00:00:00+09:00')).toEqual(on('2026-11-30T23:59:59+09:00'))
    expect(on('2026-12-01T00:00:00+09:00')).not.toEqual(on('2026-11-30T23:59:59+09:00'))
  })

  it('leaves a fixed window as it is written, whatever the day', () => {
    const fixed = { opens: '2026-09-15T09:00', closes: '2026-09-30T18:00' }
    expect(resolveClaims(fixed, 'Asia/Seoul', 0)).toEqual(resolveClaims(fixed, 'Asia/Seoul', at('2030-01-01T00:00:00Z')))
    expect(ends(resolveClaims({ closes: '2026-09-30T18:00' }, 'Asia/Seoul', 0))).toEqual({ opens: undefined, closes: ['2026-09-30T18:00', '2026-09-30T09:00:00.000Z'] })
  })
})

describe("a page's window", () => {
  it('is the rule until the build reads it on its day, then moments with their text in both languages', () => {
    const rule = pageClaims(twoWeeks, 'Asia/Seoul')
    expect(rule).toEqual({ relative: twoWeeks.relative, timeZone: 'Asia/Seoul' })
    const moments = claimMomentsOn(rule, at('2026-09-16T12:00:00+09:00'))
    expect(moments.closes).toEqual({ at: at('2026-09-30T18:00:00+09:00'), text: { ko: '2026년 9월 30일 18:00(GMT+9, 대한민국 시간)\u2060', en: '30 September 2026 at 18:00 (GMT+9, South Korea Time)\u2060' } })
    expect(moments.opens?.at).toBe(at('2026-09-15T09:00:00+09:00'))
    // A fixed window's moments are written by codegen and pass through.
    const fixed = pageClaims({ opens: '2026-09-15T09:00', closes: '2026-09-30T18:00' }, 'Asia/Seoul')
    expect(fixed).toEqual(moments)
    expect(claimMomentsOn(fixed, 0)).toBe(fixed)
  })

  it('is resolved page by page, the others handed on as they are', () => {
    const fixed = { claims: pageClaims({ closes: '2026-09-30T18:00' }, 'Asia/Seoul'), title: 'fixed' }
    const none: { title: string; claims?: PageClaims } = { title: 'always open' }
    const example = { claims: pageClaims(twoWeeks, 'Asia/Seoul'), title: 'example' }
    const pages = withClaimsOn({ fixed, none, example }, at('2026-09-16T12:00:00+09:00'))
    expect(pages.fixed).toBe(fixed)
    expect(pages.none).toBe(none)
    expect(pages.example?.claims?.closes?.at).toBe(at('2026-09-30T18:00:00+09:00'))
  })
})
