import { describe, expect, it } from 'vitest'
import { localCalendarDate } from './calendar-date'

describe('localCalendarDate', () => {
  it('is the date of the instant on the visitor’s clock', () => {
    const zone = process.env.TZ
    try {
      // Node reads TZ again when it changes: the same instant is 3 October in Seoul, 2 October in New York.
      process.env.TZ = 'Asia/Seoul'
      expect(localCalendarDate('2025-10-02T23:30:00.000Z')).toBe('2025-10-03')
      process.env.TZ = 'America/New_York'
      expect(localCalendarDate('2025-10-02T23:30:00.000Z')).toBe('2025-10-02')
    } finally {
      if (zone === undefined) delete process.env.TZ
      else process.env.TZ = zone
    }
  })

  it('has no date for a value that is not a date-time', () => {
    expect(localCalendarDate('')).toBeUndefined()
    expect(localCalendarDate('yesterday')).toBeUndefined()
  })
})
