import { DEFAULT_TIME_ZONE, zonedInstant } from '../../manifest/zoned-time'

// The badge's words are the site's too (the request page's preview draws the badge).
export { badgeAlt, requestBadgeLabel } from '../../src/lib/event-badge/words'

/**
 * Why a claim window that has already closed is refused: a mistyped year would make a page that
 * says "closed" from its first day. A page kept for a past event is legitimate, hence `--force`.
 */
export function pastWindowRefusal(closes: string | undefined, now = Date.now(), timeZone = DEFAULT_TIME_ZONE): string | undefined {
  if (!closes || zonedInstant(closes, timeZone) > now) return undefined
  return `claims-closes ${closes} (${timeZone}) has passed: the page would say claims are closed and show no form. Check the year, or pass --force to keep a page for a past event.`
}

/** The known flag nearest a mistyped one (at most two edits apart), for "did you mean". */
export function nearestFlag(typed: string, known: readonly string[]): string | undefined {
  const ranked = known.map((flag) => ({ flag, edits: editDistance(typed, flag) })).sort((x, y) => x.edits - y.edits)
  return ranked[0] && ranked[0].edits <= 2 ? ranked[0].flag : undefined
}

/** Levenshtein distance: letters inserted, deleted or replaced to turn `a` into `b`. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const replaced = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, replaced))
    }
    previous = current
  }
  return previous[b.length] ?? 0
}
