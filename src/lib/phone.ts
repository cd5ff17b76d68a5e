/**
 * A Korean telephone number as a caller abroad dials it (`02-0000-0000` -> `+82 2-0000-0000`):
 * the country code replaces the domestic trunk prefix 0; a number without one (a nationwide
 * `1588-0000`) keeps all its digits. The brand file holds the one domestic number; English pages
 * print this form of it.
 */
export function internationalPhone(domestic: string): string {
  return `+82 ${domestic.replace(/^0/, '')}`
}
