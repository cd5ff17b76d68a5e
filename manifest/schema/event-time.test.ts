import { describe, expect, it } from 'vitest'
import { isCalendarDate } from './event-time'
import { PartnerRequestSchema } from './partner-request'

describe('dates of the calendar (the schema refuses the others, for the page, the API and new:event)', () => {
  const dates: [string, boolean][] = [
    ['2027-05-01', true],
    ['2028-02-29', true],
    ['2027-13-01', false],
    ['2027-02-29', false],
    ['2027-04-31', false],
    ['2027-00-10', false],
  ]
  it.each(dates)('%s is a day: %s', (date, real) => {
    expect(isCalendarDate(date)).toBe(real)
  })

  it('refuses a request whose first day is 2027-13-01, naming dates.start', () => {
    const parsed = PartnerRequestSchema.safeParse({ slug: 'x', interfaceLanguage: 'ko', title: { ko: 'a', en: 'a' }, description: { ko: 'a', en: 'a' }, name: { ko: 'a', en: 'a' }, partner: { name: { ko: 'a', en: 'a' } }, dates: { start: '2027-13-01' } })
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['dates.start'])
  })
})
