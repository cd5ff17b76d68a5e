/**
 * The short name drawn on a requested event's badge: the partner's own (`badgeLabel`), else the
 * event's English name in capitals. Never cut: a label that does not fit the ribbon is refused
 * (partner-request-rules.ts), since a cut name would be printed on every attendee's badge.
 */
export const requestBadgeLabel = (event: { badgeLabel?: string | undefined; name: { en: string } }) => (event.badgeLabel ?? event.name.en).trim().toUpperCase()

/**
 * The badge picture's alt text. The README asks for a title that names the badge ("New event
 * attendance badge"), so "badge" is added only to a title that does not end with it already:
 * a screen reader would otherwise read "attendance badge badge".
 */
export function badgeAlt(title: { ko: string; en: string }, label: string): { ko: string; en: string } {
  const ko = /배지$/.test(title.ko.trim()) ? title.ko.trim() : `${title.ko.trim()} 배지`
  const en = /\bbadge$/i.test(title.en.trim()) ? title.en.trim() : `${title.en.trim()} badge`
  return { ko: `${ko}: ${label} 글자가 새겨진 원형 메달`, en: `${en}: a round medal reading ${label}` }
}
