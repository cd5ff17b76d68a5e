import { maxInteractionMs } from './budgets'
import { median } from './stats'

/** One interaction's runs on one page: each run's duration in ms, or why it failed. */
export interface InteractionResult {
  name: string
  path: string
  runs: ({ ms: number } | { error: string })[]
  /** The median of the successful runs; undefined when none succeeded. */
  medianMs: number | undefined
  /** Whether the median is over `maxInteractionMs`. */
  breached: boolean
}

/** The median of an interaction's runs, judged against its budget. */
export function interactionResult(name: string, path: string, runs: InteractionResult['runs']): InteractionResult {
  const medianMs = median(runs.flatMap((r) => ('ms' in r ? [r.ms] : [])))
  return { name, path, runs, medianMs, breached: medianMs !== undefined && medianMs > maxInteractionMs }
}

/** The interactions as a Markdown table: median and range of each, ✗ over budget, then the budget. */
export function formatInteractionTable(results: readonly InteractionResult[]): string {
  const rows = [
    ['interaction', 'page', 'median ms', 'min-max ms', 'runs'],
    ...results.map((r) => {
      const ms = r.runs.flatMap((run) => ('ms' in run ? [run.ms] : []))
      return [
        r.name,
        r.path,
        r.medianMs === undefined ? '–' : `${r.medianMs}${r.breached ? ' ✗' : ''}`,
        ms.length === 0 ? '–' : `${Math.min(...ms)}-${Math.max(...ms)}`,
        `${ms.length}/${r.runs.length}`,
      ]
    }),
    ['budget', '', `≤ ${maxInteractionMs}`, '', ''],
  ]
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)))
  const line = (row: readonly string[]) => `| ${row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`
  const rule = `|${widths.map((w, i) => (i < 2 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n')
}

/** One line per interaction over budget and per failed run; "within budget" when there are none. */
export function formatInteractionSummary(results: readonly InteractionResult[]): string {
  const lines = results.flatMap((r) => [
    ...(r.breached ? [`  ${r.name} (${r.path}): median ${r.medianMs} ms > ${maxInteractionMs} ms`] : []),
    ...r.runs.flatMap((run, i) => ('error' in run ? [`  ${r.name} (${r.path}) run ${i + 1}: ${run.error}`] : [])),
  ])
  if (lines.length === 0) return `Every interaction within ${maxInteractionMs} ms (${results.length} measured).`
  return [`${results.filter((r) => r.breached).length} of ${results.length} interactions over budget:`, ...lines].join('\n')
}
