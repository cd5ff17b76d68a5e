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
 * browser hydrates with, whatever its own ICU prints.
 */
type Locale = 'ko' | 'en'

const englishMonths = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

type Day = { year: number; month: number; day: number }

function parseDay(iso: string): Day {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso)
  if (!match) throw new Error(`not a YYYY-MM-DD date: ${iso}`)
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  return { year, month, day }
}

const monthName = (month: number) => englishMonths[month - 1]!

/** `2023년 10월 31일`, `31 October 2023`. */
export function formatDate(iso: string, locale: Locale): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) throw new Error(`not a YYYY-MM-DD date: ${iso}`)
  const { year, month, day } = parseDay(iso)
  return locale === 'ko' ? `${year}년 ${month}월 ${day}일` : `${day} ${monthName(month)} ${year}`
}

/**
 * From `start` to `end` (a single day without `end`), naming the shared month and year once:
 * `2026년 9월 15일~16일`, `15–16 September 2026`, `30 September – 1 October 2026`.
 */
export function formatDateRange(start: string, end: string | undefined, locale: Locale): string {
  if (!end || end === start) return formatDate(start, locale)
  const a = parseDay(start)
  const b = parseDay(end)
  if (a.year !== b.year) return locale === 'ko' ? `${formatDate(start, locale)}~${formatDate(end, locale)}` : `${formatDate(start, locale)}\u2009–\u2009${formatDate(end, locale)}`
  if (locale === 'ko') return a.month === b.month ? `${a.year}년 ${a.month}월 ${a.day}일~${b.day}일` : `${a.year}년 ${a.month}월 ${a.day}일~${b.month}월 ${b.day}일`
  return a.month === b.month
    ? `${a.day}\u2009–\u2009${b.day} ${monthName(a.month)} ${a.year}`
    : `${a.day} ${monthName(a.month)}\u2009–\u2009${b.day} ${monthName(b.month)} ${a.year}`
}

/** A wall-clock time, `YYYY-MM-DDTHH:mm`: `2026년 9월 15일 09:00`, `15 September 2026 at 09:00`. */
export function formatDateTime(value: string, locale: Locale): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value)
  if (!match) throw new Error(`not a YYYY-MM-DDTHH:mm time: ${value}`)
  const [, date, time] = match as unknown as [string, string, string]
  return locale === 'ko' ? `${formatDate(date, locale)} ${time}` : `${formatDate(date, locale)} at ${time}`
}
