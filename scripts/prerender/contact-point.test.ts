import { describe, expect, it } from 'vitest'
import { brand } from '../../manifest/brand'
import { openingHours, supportContactPoint } from './contact-point'

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`)

describe('the support line as structured data', () => {
  it("reads the brand's number, e-mail and hours; hours written in another form need contact-point.ts changed with the text", () => {
    const hours = openingHours(brand.supportHours.ko)
    expect(hours).toBeDefined()
    expect(supportContactPoint(brand)).toEqual({
      '@type': 'ContactPoint',
      contactType: 'customer support',
      telephone: '+82-2-0000-0000',
      email: 'support@obadge.example',
      hoursAvailable: hours,
    })
  })

  it('reads weekdays and every day, and says no hours for a form it does not know', () => {
    expect(openingHours('평일 9:30 ~ 17:00')).toEqual({ '@type': 'OpeningHoursSpecification', dayOfWeek: weekdays, opens: '09:30', closes: '17:00' })
    expect(openingHours('매일 10:30~19:00')).toMatchObject({ opens: '10:30', closes: '19:00', dayOfWeek: expect.arrayContaining(['https://schema.org/Sunday']) })
    expect(openingHours('평일 9:30 ~ 18:30 (점심 12~13시 제외)')).toBeUndefined()
    expect(openingHours('월~금 9:00 ~ 18:00')).toBeUndefined()
  })
})
