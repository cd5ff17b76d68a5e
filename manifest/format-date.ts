/**
 * Dates and times as readers of each language write them, the way `Intl.DateTimeFormat` prints
 * them for ko-KR and en-GB (`dateStyle: 'long'`, ranges as `formatRange`, times on a 24-hour
 * clock). The values are calendar dates and wall-clock times as the manifest writes them
 * (`YYYY-MM-DD`, `YYYY-MM-DDTHH:mm`): no time zone is involved.
 *
 * One formatter for the build and the browser. An event page's dates and claim times are written
 * out when the manifest loads (`eventRoute()`), so its JavaScript formats nothing; the legal
 * pages format their dates in the browser, which is why this file imports nothing and `src/` may
 * import it as a value (eslint.config.js). Written out rather than formatted with Intl: the first
 * use of Intl on a page loads ICU data, a task of 80 to 100 ms on a 4x-slowed CPU while the page
 * hydrates (see src/lib/group-digits.ts), and the prerendered text must be the text every
 * browser hydrates with, whatever its own ICU prints. Ranges and times are in
 * format-date-range.ts: the legal pages' chunk holds this file, and would otherwise carry them
 * too once the partner request's preview (which formats an event's dates) uses them.
 */
export type Locale = 'ko' | 'en'

const englishMonths = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

type Day = { year: number; month: number; day: number }

export function parseDay(iso: string): Day {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso)
  if (!match) throw new Error(`not a YYYY-MM-DD date: ${iso}`)
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  return { year, month, day }
}

export const monthName = (month: number) => englishMonths[month - 1]!

/** `2023년 10월 31일`, `31 October 2023`. */
export function formatDate(iso: string, locale: Locale): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) throw new Error(`not a YYYY-MM-DD date: ${iso}`)
  const { year, month, day } = parseDay(iso)
  return locale === 'ko' ? `${year}년 ${month}월 ${day}일` : `${day} ${monthName(month)} ${year}`
}
