/**
 * The time-zone arithmetic of event times, without zod: the schema (schema/event-time.ts) checks with
 * it, and the partner request's preview (which formats a form's values in the browser) uses it
 * without loading full zod. How a zone is written is zone-name.ts's.
 */
import { DEFAULT_TIME_ZONE, isZoneName } from './zone-name'

export { DEFAULT_TIME_ZONE }

/**
 * One wall-clock formatter per zone, made once: making an Intl.DateTimeFormat costs far more than
 * formatting with it, and loading the manifest reads every event's times (at a thousand entries,
 * formatters made anew for each took most of `loadSite()`, several seconds every call).
 */
const wallClocks = new Map<string, Intl.DateTimeFormat | null>()

/** The zone's wall-clock formatter, or null when Intl knows no such zone. */
function wallClockFormat(zone: string): Intl.DateTimeFormat | null {
  if (!wallClocks.has(zone)) {
    let format: Intl.DateTimeFormat | null = null
    try {
      format = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
    } catch {
      // An unknown zone: Intl refuses it.
    }
    wallClocks.set(zone, format)
  }
  return wallClocks.get(zone)!
}

/** Whether Intl knows `zone` as an IANA time zone, written as `isZoneName` asks (`Asia/Bangkok`; not `GMT+7`, not `Bangkok`). */
export function isTimeZone(zone: string): boolean {
  return isZoneName(zone) && wallClockFormat(zone) !== null
}

/** The wall clock of `zone` at `instant`, `YYYY-MM-DDTHH:mm`. */
export function wallClockAt(instant: number, zone: string): string {
  const format = wallClockFormat(zone)
  if (!format) throw new RangeError(`Invalid time zone specified: ${zone}`)
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]))
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`
}

/** The zone's offset from UTC at `instant`, in milliseconds (`Asia/Bangkok`: 7 hours). */
export function zoneOffsetMs(instant: number, zone: string): number {
  return Date.parse(`${wallClockAt(instant, zone)}:00Z`) - Math.floor(instant / 60_000) * 60_000
}

/**
 * Milliseconds since the epoch of a wall-clock time (`YYYY-MM-DDTHH:mm`) or day start
 * (`YYYY-MM-DD`) in `zone`; `NaN` for a day or minute that does not exist there (`Date.parse`
 * would roll 30 February over into March; a daylight-saving gap skips an hour).
 */
export function zonedInstant(value: string, zone: string = DEFAULT_TIME_ZONE): number {
  const wall = value.length === 10 ? `${value}T00:00` : value
  const asUtc = Date.parse(`${wall}:00Z`)
  if (Number.isNaN(asUtc) || new Date(asUtc).toISOString().slice(0, 16) !== wall) return Number.NaN
  // The offset at the UTC reading, then at the instant that gives: right across a DST change too.
  let instant = asUtc - zoneOffsetMs(asUtc, zone)
  instant = asUtc - zoneOffsetMs(instant, zone)
  return wallClockAt(instant, zone) === wall ? instant : Number.NaN
}
