import { ribbonLabelRoom, ribbonLabelWidth } from '../../src/lib/event-badge/ribbon'
import type { RuleProblem } from '../../src/lib/partner-request-rules'

// The badge's words are the site's too (the request page's preview draws the badge).
export { badgeAlt, requestBadgeLabel } from '../../src/lib/event-badge/words'

/**
 * A request rule's refusal (src/lib/partner-request-rules.ts) for the maintainer at new:event,
 * with the flag to change. A past window is refused because a mistyped year would make a page
 * that says "closed" from its first day; a page kept for a past event is legitimate, hence
 * `--force`.
 */
export function ruleRefusal(problem: RuleProblem): string {
  // A code taken from the address (a request's default) is mended with --company.
  const own = problem.field === 'slug' ? ' (the address without dashes; give --company)' : ''
  switch (problem.kind) {
    case 'addressInUse':
      return `slug "${problem.slug}" is already a page`
    case 'addressRequested':
      return `slug "${problem.slug}" is asked for by partner request #${problem.requestId} (npm run outbox; --from-request ${problem.requestId} makes its page)`
    case 'companyInUse':
      return `company "${problem.company}"${own} is already used by another event`
    case 'companyRequested':
      return `company "${problem.company}"${own} is the one partner request #${problem.requestId} would get`
    case 'companyInvalid':
      return `company "${problem.company}"${own} would be refused by the API (lower-case letters and digits, 1 to ${problem.maxLength})`
    case 'windowPast':
      return `claims-closes ${problem.closes} (${problem.timeZone}) has passed: the page would say claims are closed and show no form. Check the year, or pass --force to keep a page for a past event.`
    case 'labelTooLong':
      return `badge-label "${problem.label}" does not fit the artwork's ribbon (${Math.ceil(ribbonLabelWidth(problem.label))} of ${ribbonLabelRoom} units wide): give a shorter --badge-label`
  }
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
