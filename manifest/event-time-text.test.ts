import { describe, expect, it } from 'vitest'
import { formatEventDates, formatEventDateTime, zoneLabel } from './event-time-text'

describe("an event's times, with the zone they are in", () => {
  it('names the zone by its offset and its place, in each language', () => {
    expect(formatEventDateTime('2026-05-15T18:00', 'Asia/Bangkok', 'en')).toBe('15 May 2026 at 18:00 (GMT+7, Thailand Time)')
    expect(formatEventDateTime('2026-05-15T18:00', 'Asia/Bangkok', 'ko')).toBe('2026년 5월 15일 18:00(GMT+7, 태국 시간)')
    expect(formatEventDateTime('2026-09-15T09:00', 'Asia/Seoul', 'en')).toBe('15 September 2026 at 09:00 (GMT+9, South Korea Time)')
    expect(formatEventDateTime('2026-09-15T09:00', 'Asia/Seoul', 'ko')).toBe('2026년 9월 15일 09:00(GMT+9, 대한민국 시간)')
  })

  it('gives the offset in force at that moment: summer time moves it', () => {
    expect(zoneLabel('Europe/London', Date.parse('2026-07-01T12:00Z'), 'en')).toBe('GMT+1, United Kingdom Time')
    expect(zoneLabel('Europe/London', Date.parse('2026-12-01T12:00Z'), 'en')).toBe('GMT+0, United Kingdom Time')
    expect(zoneLabel('America/New_York', Date.parse('2026-12-01T12:00Z'), 'ko')).toBe('GMT-5, 뉴욕 시간')
  })

  it('writes a place name where English would abbreviate, and UTC as UTC', () => {
    expect(zoneLabel('Europe/Paris', Date.parse('2026-12-01T12:00Z'), 'en')).toBe('GMT+1, Central European Time')
    expect(zoneLabel('UTC', 0, 'ko')).toBe('UTC')
  })

  it("says by its offset which zone an event's days are days of", () => {
    expect(formatEventDates('2026-09-15', '2026-09-16', 'Asia/Seoul', 'ko')).toBe('2026년 9월 15일~16일(GMT+9)')
    expect(formatEventDates('2026-05-15', undefined, 'Asia/Bangkok', 'en')).toBe('15 May 2026 (GMT+7)')
  })
})
