/**
 * The time-zone arithmetic of event times, without zod: the schema (schema/event-time.ts) checks with
 * it, and the partner request's preview (which formats a form's values in the browser) uses it
 * without loading full zod.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Seoul'

/** Whether Intl knows `zone` as an IANA time zone (`Asia/Bangkok`; not `GMT+7`, not `Bangkok`). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$|^UTC$/.test(zone)) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** The wall clock of `zone` at `instant`, `YYYY-MM-DDTHH:mm`. */
function wallClockAt(instant: number, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  )
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
