import { describe, expect, it } from 'vitest'
import { formatDate } from './format-date'
import { formatDateRange, formatDateTime } from './format-date-range'

// The site never runs Intl for these (format-date.ts says why); here it is the reference.
const utc = (iso: string) => new Date(`${iso}Z`)
const intl = { ko: 'ko-KR', en: 'en-GB' } as const

describe('dates as readers write them', () => {
  it('writes a day in each language', () => {
    expect(formatDate('2024-07-01', 'ko')).toBe('2024년 7월 1일')
    expect(formatDate('2024-07-01', 'en')).toBe('1 July 2024')
    expect(formatDate('2023-10-31', 'ko')).toBe('2023년 10월 31일')
    expect(() => formatDate('2023-1-31', 'en')).toThrow('not a YYYY-MM-DD date')
  })

  it('prints days, ranges and times as Intl would, in every month, without Intl in the browser', () => {
    for (const locale of ['ko', 'en'] as const) {
      const day = new Intl.DateTimeFormat(intl[locale], { dateStyle: 'long', timeZone: 'UTC' })
      for (let month = 1; month <= 12; month++) {
        const iso = `2022-${String(month).padStart(2, '0')}-${String(month * 2).padStart(2, '0')}`
        expect(formatDate(iso, locale)).toBe(day.format(utc(`${iso}T00:00`)))
      }
      const ranges = [
        ['2026-09-15', '2026-09-16'],
        ['2026-09-30', '2026-10-01'],
        ['2026-12-30', '2027-01-02'],
      ] as const
      for (const [start, end] of ranges) {
        expect(formatDateRange(start, end, locale)).toBe(day.formatRange(utc(`${start}T00:00`), utc(`${end}T00:00`)))
      }
      const time = new Intl.DateTimeFormat(intl[locale], { dateStyle: 'long', timeStyle: 'short', hourCycle: 'h23', timeZone: 'UTC' })
      for (const value of ['2026-09-15T09:00', '2026-01-05T18:30', '2026-12-31T00:05']) {
        expect(formatDateTime(value, locale)).toBe(time.format(utc(value)))
      }
    }
  })

  it('writes one day once: a range without an end, or ending where it starts', () => {
    expect(formatDateRange('2026-10-20', undefined, 'en')).toBe('20 October 2026')
    expect(formatDateRange('2026-10-20', '2026-10-20', 'ko')).toBe('2026년 10월 20일')
  })
})
