/** Korea Standard Time is UTC+9 all year (no daylight saving since 1988). */
const seoulOffsetMs = 9 * 60 * 60 * 1000

/**
 * An instant as a Seoul wall clock, `2026-11-26` and `10:40`: by hand, not `Intl`, so the
 * prerender (Node) and the browser write the very same text and hydration never disagrees,
 * whatever the visitor's time zone. `instant` is an ISO instant the site wrote itself.
 */
export function seoulDateTime(instant: string): { date: string; time: string } {
  const [date, clock] = new Date(Date.parse(instant) + seoulOffsetMs).toISOString().split('T') as [string, string]
  return { date, time: clock.slice(0, 5) }
}
