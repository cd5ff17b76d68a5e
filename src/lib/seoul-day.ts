/**
 * The instant a Seoul calendar day (`2024-09-10`) starts, as ISO 8601 with Seoul's offset:
 * `2024-09-10T00:00:00+09:00`. A notice is posted on a Seoul day; written as a bare date, readers
 * take it as midnight UTC, nine hours later. One form for the page's `<time>`, its tags, its
 * JSON-LD and the feeds, so all of them name the same instant. A module of its own: the notice
 * pages need only this, the lists' "read at" line only `seoul-time.ts`.
 */
export function seoulDayStart(date: string): string {
  return `${date}T00:00:00+09:00`
}
