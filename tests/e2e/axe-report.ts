import type { Result } from 'axe-core'

/** The level: WCAG 2.0, 2.1 and 2.2, A and AA. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** Impacts that fail the gate; minor and moderate findings are left to review. */
const failing = new Set(['serious', 'critical'])

/** The violations that fail: serious or critical, on any node. */
export function failingViolations(violations: Result[]): Result[] {
  return violations.filter((v) => failing.has(v.impact ?? ''))
}

/**
 * One line per violation and node: the page, the width, the rule with its impact and help, and
 * the element (its selector and the start of its HTML), so a failure says where to look.
 */
export function describeViolations(page: string, width: number, violations: Result[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map((n) => {
      const html = n.html.replace(/\s+/g, ' ').slice(0, 160)
      return `${page} at ${width} px: ${v.id} (${v.impact}): ${v.help} — ${n.target.join(' ')} ${html}`
    }),
  )
}
