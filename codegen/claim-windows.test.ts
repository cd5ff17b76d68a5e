import { describe, expect, it } from 'vitest'
import type { SiteRoute } from '../manifest/site'
import { eventRoute as anEventRoute } from './test-support/event-route'
import { generateClaimWindows } from './claim-windows'

/** An event route, with a claim window and a time zone when given them. */
const eventRoute = (company: string, claims?: { opens?: string; closes?: string; relative?: { openedDaysAgo: number; closesInDays: number } }, timeZone?: string): SiteRoute =>
  anEventRoute(company, { ...(claims ? { claims } : {}), ...(claims?.relative ? { example: true } : {}), ...(timeZone ? { timeZone } : {}) })

/** The object literal of the generated module, read back as data. */
function windowsOf(source: string): unknown {
  return JSON.parse(source.slice(source.indexOf('= {') + 2))
}

describe('claim windows for the server (given events, want instants by company)', () => {
  it("turns wall-clock times into instants in the event's zone, keeps the time and zone, sorts by company and leaves out events without a window", () => {
    const source = generateClaimWindows([
      eventRoute('zeta', { closes: '2026-01-01T00:00' }),
      eventRoute('always'),
      eventRoute('bangkok', { closes: '2026-05-15T18:00' }, 'Asia/Bangkok'),
      { id: 'HomePage' } as SiteRoute,
      eventRoute('alpha', { opens: '2026-09-15T09:00', closes: '2026-09-30T18:00' }),
    ])
    expect(windowsOf(source)).toEqual({
      alpha: {
        opens: { wallClock: '2026-09-15T09:00', timeZone: 'Asia/Seoul', instant: Date.parse('2026-09-15T00:00:00Z') },
        closes: { wallClock: '2026-09-30T18:00', timeZone: 'Asia/Seoul', instant: Date.parse('2026-09-30T09:00:00Z') },
      },
      // 18:00 in Bangkok (UTC+7) is 11:00 UTC: the API closes when the page says, not two hours earlier.
      bangkok: { closes: { wallClock: '2026-05-15T18:00', timeZone: 'Asia/Bangkok', instant: Date.parse('2026-05-15T11:00:00Z') } },
      // Midnight in Seoul is 15:00 UTC the day before.
      zeta: { closes: { wallClock: '2026-01-01T00:00', timeZone: 'Asia/Seoul', instant: Date.parse('2025-12-31T15:00:00Z') } },
    })
    expect(source.indexOf('"alpha"')).toBeLessThan(source.indexOf('"zeta"'))
  })

  it("writes an example's window relative to the build day as its rule, never as dates, so the file is the same on any day", () => {
    const relative = { openedDaysAgo: 1, closesInDays: 14 }
    const source = generateClaimWindows([eventRoute('example', { relative }, 'Europe/Berlin')])
    expect(windowsOf(source)).toEqual({ example: { relative, timeZone: 'Europe/Berlin' } })
    expect(source).not.toMatch(/\d{4}-\d{2}-\d{2}/)
  })

  it('writes the same bytes for the same manifest in any order', () => {
    const a = eventRoute('a', { opens: '2026-09-15T09:00' })
    const b = eventRoute('b', { closes: '2026-09-15T09:00' })
    expect(generateClaimWindows([a, b])).toBe(generateClaimWindows([b, a]))
  })
})
