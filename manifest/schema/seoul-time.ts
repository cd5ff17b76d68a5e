import { z } from 'zod'

/**
 * Event times are written as Seoul wall-clock time (Asia/Seoul, UTC+9 all year: Korea has no
 * daylight saving), so an entry reads like the partner's own schedule. One conversion, used by
 * codegen, the server and the browser alike.
 */
export const SEOUL_OFFSET = '+09:00'

/** A calendar date, `2025-10-02`. */
export const IsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')

/** A Seoul date and time to the minute, `2025-10-02T09:00`. */
export const SeoulDateTimeSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'a Seoul date and time as YYYY-MM-DDTHH:mm')
  .refine((value) => !Number.isNaN(seoulInstant(value)), 'not a real date and time')

/**
 * Milliseconds since the epoch of a Seoul wall-clock time (`YYYY-MM-DDTHH:mm`) or day start
 * (`YYYY-MM-DD`); `NaN` for a day or hour that does not exist (`Date.parse` would roll
 * 30 February over into March).
 */
export function seoulInstant(value: string): number {
  const dateTime = value.length === 10 ? `${value}T00:00` : value
  const instant = Date.parse(`${dateTime}:00${SEOUL_OFFSET}`)
  if (Number.isNaN(instant)) return instant
  const backInSeoul = new Date(instant + SEOUL_OFFSET_MS).toISOString().slice(0, 16)
  return backInSeoul === dateTime ? instant : Number.NaN
}

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000
