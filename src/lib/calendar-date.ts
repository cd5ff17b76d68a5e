/**
 * The calendar date (`YYYY-MM-DD`) of an instant (an API's `date-time`) where the visitor is:
 * "you asked on 2 October" means the visitor's 2 October (`formatDate` of manifest/format-date.ts
 * writes it out). Undefined for a value that is not a date-time, so a caller can say the
 * sentence without a date.
 */
export function localCalendarDate(instant: string): string | undefined {
  const date = new Date(instant)
  if (Number.isNaN(date.getTime())) return undefined
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}
