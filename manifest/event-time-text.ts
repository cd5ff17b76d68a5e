import { formatDateRange, formatDateTime } from './format-date-range'
import { zonedInstant } from './zoned-time'

/**
 * An event's dates and times written out with the time zone they are in, so a reader in another
 * zone (or an attendee of an online event) knows which clock they follow: `GMT+7, Thailand Time`,
 * `GMT+7, 태국 시간`. The names are Intl's (CLDR's location names: a country with one zone, a city
 * otherwise), the offset the one in force at that instant (summer time included). Build time and
 * the Node server only: the page gets the finished text, so the browser formats nothing and loads
 * no ICU data (format-date.ts says why), and what hydrates is what was prerendered.
 */
type Locale = 'ko' | 'en'

const intlLocale: Record<Locale, string> = { ko: 'ko-KR', en: 'en-GB' }

/** Formatters by locale, zone and style, each made once (zoned-time.ts says why). */
const zoneNames = new Map<string, Intl.DateTimeFormat>()

function zoneName(zone: string, instant: number, locale: Locale, style: 'shortOffset' | 'shortGeneric' | 'longGeneric'): string {
  const key = `${locale} ${zone} ${style}`
  if (!zoneNames.has(key)) zoneNames.set(key, new Intl.DateTimeFormat(intlLocale[locale], { timeZone: zone, timeZoneName: style }))
  const parts = zoneNames.get(key)!.formatToParts(instant)
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? zone
}

/** The zone's offset at `instant`, `GMT+7`; `UTC` for UTC. */
function offsetLabel(zone: string, instant: number, locale: Locale): string {
  return zone === 'UTC' ? 'UTC' : zoneName(zone, instant, locale, 'shortOffset')
}

/** `GMT+7, Thailand Time` / `GMT+9, 대한민국 시간` at `instant`; `UTC` for UTC. */
export function zoneLabel(zone: string, instant: number, locale: Locale): string {
  if (zone === 'UTC') return 'UTC'
  const offset = offsetLabel(zone, instant, locale)
  const location = zoneName(zone, instant, locale, 'shortGeneric')
  // English CLDR shortens a few well-known zones to an abbreviation (`CET`): the long name reads better.
  const name = location.includes(' ') || locale === 'ko' ? location : zoneName(zone, instant, locale, 'longGeneric')
  return `${offset}, ${name}`
}

/** The label in brackets, as Korean (no space) and English (a space) write it after a date. */
const bracketed = (label: string, locale: Locale) => (locale === 'ko' ? `(${label})` : ` (${label})`)

/** `2026년 5월 15일 18:00(GMT+7, 태국 시간)`, `15 May 2026 at 18:00 (GMT+7, Thailand Time)`. */
export function formatEventDateTime(wall: string, zone: string, locale: Locale): string {
  return formatDateTime(wall, locale) + bracketed(zoneLabel(zone, zonedInstant(wall, zone), locale), locale)
}

/**
 * The event's days with the offset of the zone they are days of (at noon of the first): a day
 * needs no more to be placed, the claim times beside it name the zone in full, and the shorter
 * line keeps the phone's first screen reaching the form's first field.
 */
export function formatEventDates(start: string, end: string | undefined, zone: string, locale: Locale): string {
  return formatDateRange(start, end, locale) + bracketed(offsetLabel(zone, zonedInstant(`${start}T12:00`, zone), locale), locale)
}
