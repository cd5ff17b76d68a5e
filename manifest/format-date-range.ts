import { formatDate, monthName, parseDay, type Locale } from './format-date'

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
