/**
 * A whole number with its thousands grouped by commas (`1500000` -> `1,500,000`), as both the
 * Korean and the English pages print figures, limits and counters.
 *
 * Not `toLocaleString` or `Intl.NumberFormat`: the first use of Intl on a page loads ICU data,
 * one task of 80 to 100 ms on Lighthouse's 4x-slowed CPU (a performance trace of /eng/contact-us:
 * the contact form's limits, formatted while it hydrated, were most of its 114 ms long task),
 * and this is all the formatting the site needs.
 */
export function groupDigits(n: number): string {
  const [sign, digits] = n < 0 ? ['-', String(Math.trunc(-n))] : ['', String(Math.trunc(n))]
  return sign + digits.replace(/\B(?=(\d{3})+$)/g, ',')
}
