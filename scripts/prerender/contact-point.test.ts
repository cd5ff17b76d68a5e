import { describe, expect, it } from 'vitest'
import { brand } from '../../manifest/brand'
import { openingHours, supportContactPoint } from './contact-point'

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`)

describe('the support line as structured data', () => {
  it("reads the brand's hours, number and address", () => {
    // The test's own hours, so a change of the brand's text is a change of the manifest alone.
    const hours = { ko: '평일 9:30 ~ 17:00', en: 'Weekdays 9:30 to 17:00 (test)' }
    expect(supportContactPoint({ ...brand, supportHours: hours })).toEqual({
      '@type': 'ContactPoint',
      contactType: 'customer support',
      telephone: '+82-2-0000-0000',
      email: 'support@obadge.example',
      hoursAvailable: { '@type': 'OpeningHoursSpecification', dayOfWeek: weekdays, opens: '09:30', closes: '17:00' },
    })
  })

  it("understands the brand's own hours: written in another form, change contact-point.ts with the text", () => {
    expect(supportContactPoint(brand).hoursAvailable).toEqual(openingHours(brand.supportHours.ko))
    expect(openingHours(brand.supportHours.ko)).toBeDefined()
  })

  it('reads weekdays and every day, and says no hours for a form it does not know', () => {
    expect(openingHours('매일 10:30~19:00')).toMatchObject({ opens: '10:30', closes: '19:00', dayOfWeek: expect.arrayContaining(['https://schema.org/Sunday']) })
    expect(openingHours('평일 9:30 ~ 18:30 (점심 12~13시 제외)')).toBeUndefined()
    expect(openingHours('월~금 9:00 ~ 18:00')).toBeUndefined()
  })
})
