import { describe, expect, it } from 'vitest'
import { formatCalendarDate, localCalendarDate } from './calendar-date'

describe('formatCalendarDate', () => {
  it('writes dates as readers expect', () => {
    expect(formatCalendarDate('2024-07-01', 'ko')).toBe('2024년 7월 1일')
    expect(formatCalendarDate('2024-07-01', 'en')).toBe('1 July 2024')
    expect(formatCalendarDate('2023-10-31', 'ko')).toBe('2023년 10월 31일')
    expect(() => formatCalendarDate('2023-1-31', 'en')).toThrow('not a YYYY-MM-DD date')
  })

  it('prints dates as Intl would, in every month, without using Intl in the browser', () => {
    for (let month = 1; month <= 12; month++) {
      const iso = `2022-${String(month).padStart(2, '0')}-${String(month * 2).padStart(2, '0')}`
      const date = new Date(`${iso}T00:00:00Z`)
      expect(formatCalendarDate(iso, 'en')).toBe(new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(date))
      expect(formatCalendarDate(iso, 'ko')).toBe(new Intl.DateTimeFormat('ko-KR', { dateStyle: 'long', timeZone: 'UTC' }).format(date))
    }
  })
})

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
