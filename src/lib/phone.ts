/**
 * A Korean telephone number as a caller abroad dials it (`02-0000-0000` -> `+82-2-0000-0000`):
 * the country code replaces the domestic trunk prefix 0; a number without one (a nationwide
 * `1588-0000`) keeps all its digits. The brand file holds the one domestic number.
 *
 * One form for readers and machines: English pages print it, and the home page's Organization
 * gives it as `contactPoint.telephone`, the form search engines document ("+1-800-555-1212":
 * `+`, country code, hyphens). Hyphens, not spaces, also make it a valid `tel:` URI as it stands
 * (RFC 3966 visual separators), so a link would need no second spelling.
 */
export function internationalPhone(domestic: string): string {
  return `+82-${domestic.replace(/^0/, '')}`
}
