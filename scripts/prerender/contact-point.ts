import type { ContactPoint, DayOfWeek, OpeningHoursSpecification } from 'schema-dts'
import type { Site } from '../../manifest/site'
import { internationalPhone } from '../../src/lib/phone'

/**
 * The support line for the home page's Organization, read from the brand's values the footer
 * shows ("고객센터 02-0000-0000 (평일 9:00 ~ 18:00)"), so the data says what the page says.
 */
export function supportContactPoint(brand: Pick<Site['brand'], 'supportHours' | 'supportPhone' | 'supportEmail'>): ContactPoint {
  const hours = openingHours(brand.supportHours.ko)
  return {
    '@type': 'ContactPoint',
    // A term of Google's former corporate-contact list, which search engines read as English.
    contactType: 'customer support',
    telephone: internationalPhone(brand.supportPhone),
    email: brand.supportEmail,
    ...(hours ? { hoursAvailable: hours } : {}),
  }
}

const weekdays: DayOfWeek[] = ['https://schema.org/Monday', 'https://schema.org/Tuesday', 'https://schema.org/Wednesday', 'https://schema.org/Thursday', 'https://schema.org/Friday']
const everyDay: DayOfWeek[] = [...weekdays, 'https://schema.org/Saturday', 'https://schema.org/Sunday']
const days: Record<string, DayOfWeek[]> = { 평일: weekdays, 매일: everyDay }

/**
 * The hours of the brand's Korean text, in the forms a Korean site writes them: `평일 9:00 ~
 * 18:00` (weekdays) or `매일 …` (every day). Any other form gives none, and the Organization then
 * says no hours rather than wrong ones; contact-point.test.ts fails for the brand's own text.
 */
export function openingHours(text: string): OpeningHoursSpecification | undefined {
  const match = /^(\S+)\s+(\d{1,2}):(\d{2})\s*~\s*(\d{1,2}):(\d{2})$/.exec(text.trim())
  const dayOfWeek = match && days[match[1]!]
  if (!match || !dayOfWeek) return undefined
  const time = (hours: string, minutes: string) => `${hours.padStart(2, '0')}:${minutes}`
  return { '@type': 'OpeningHoursSpecification', dayOfWeek, opens: time(match[2]!, match[3]!), closes: time(match[4]!, match[5]!) }
}
