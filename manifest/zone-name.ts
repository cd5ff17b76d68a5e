/**
 * How an event's time zone is written, without Intl: the request form's time-zone field reads it
 * at start-up (its suggestions, its default), so it is apart from the arithmetic of zoned-time.ts,
 * which would otherwise come into the form page's first load.
 */

/** An entry's zone when it names none, and the request form's first answer: most events are in Korea. */
export const DEFAULT_TIME_ZONE = 'Asia/Seoul'

/**
 * Whether `zone` is written as an IANA area/location name or `UTC` (`Asia/Bangkok`, `Etc/GMT-7`;
 * not `GMT+7`, not `+07:00`, not `Bangkok`, not `EST5EDT`), whether or not Intl knows it.
 */
export function isZoneName(zone: string): boolean {
  return /^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$|^UTC$/.test(zone)
}
