import { z } from 'zod'
import { isTimeZone } from '../zoned-time'

/**
 * Event times are written as the event's own wall-clock time in its IANA time zone (`timeZone`
 * of the entry, `Asia/Seoul` unless it says otherwise), so an entry reads like the partner's own
 * schedule. One conversion to instants, used by codegen, the scaffold and the schema alike; the
 * browser and the server get instants that codegen wrote, and do no time-zone arithmetic.
 */
export { DEFAULT_TIME_ZONE, isTimeZone, zonedInstant, zoneOffsetMs } from '../zoned-time'

/** An IANA time zone, e.g. `Asia/Bangkok`. */
export const TimeZoneSchema = z.string().refine(isTimeZone, 'an IANA time zone, e.g. Asia/Seoul or Asia/Bangkok')

/**
 * Whether `YYYY-MM-DD` names a day of the calendar: `2027-13-01` and `2027-02-30` have the form
 * but no day, and a page would show whatever day Date rolled them over to.
 */
export function isCalendarDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value
}

/** A calendar date, `2025-10-02`. */
export const IsoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')
  .refine(isCalendarDate, 'not a day of the calendar (month 01-12, a day the month has)')

/** A wall-clock date and time to the minute, `2025-10-02T09:00`, in the event's time zone. */
export const WallDateTimeSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'a date and time as YYYY-MM-DDTHH:mm')

