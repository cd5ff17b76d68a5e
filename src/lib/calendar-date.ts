type Locale = 'ko' | 'en'

const englishMonths = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/**
 * A `YYYY-MM-DD` date as readers write it: `2023년 10월 31일`, `31 October 2023` (what
 * `Intl.DateTimeFormat` prints for ko-KR and en-GB, `dateStyle: 'long'`). Written out rather than
 * formatted with Intl: the first use of Intl on a page loads ICU data, a task of 80 to 100 ms on
 * a 4x-slowed CPU while a page hydrates (see src/lib/group-digits.ts).
 */
export function formatCalendarDate(iso: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (!match) throw new Error(`not a YYYY-MM-DD date: ${iso}`)
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  return locale === 'ko' ? `${year}년 ${month}월 ${day}일` : `${day} ${englishMonths[month - 1]} ${year}`
}

/**
 * The calendar date (`YYYY-MM-DD`) of an instant (an API's `date-time`) where the visitor is:
 * "you asked on 2 October" means the visitor's 2 October. Undefined for a value that is not a
 * date-time, so a caller can say the sentence without a date.
 */
export function localCalendarDate(instant: string): string | undefined {
  const date = new Date(instant)
  if (Number.isNaN(date.getTime())) return undefined
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}
