import { firstLoadJsBreach, lighthouseBreaches, lighthouseBudgets, roundCls, type Breach, type PageKind } from './budgets'
import { medianMetrics, type Metrics } from './stats'

/** One run: its metrics, or why it failed (the bench goes on with the other runs). */
export type RunOutcome = Metrics | { error: string }

export interface PageResult {
  routeId: string
  path: string
  kind: PageKind
  firstLoadJs: { bytes: number; budgetBytes: number; files: { file: string; bytes: number }[] }
  /** The page as built, and its no-JavaScript limit, run after run, alternating. */
  runs: { page: RunOutcome[]; limit: RunOutcome[] }
  median: { page: Metrics | undefined; limit: Metrics | undefined }
  /** Median page LCP over median limit LCP. */
  lcpRatio: number | undefined
  breaches: Breach[]
  errors: string[]
}

const succeeded = (runs: readonly RunOutcome[]): Metrics[] => runs.filter((r): r is Metrics => !('error' in r))

/** Medians, the LCP ratio and the budgets a page breaks, from its runs. */
export function pageResult(input: Omit<PageResult, 'median' | 'lcpRatio' | 'breaches' | 'errors'>): PageResult {
  const page = medianMetrics(succeeded(input.runs.page))
  const limit = medianMetrics(succeeded(input.runs.limit))
  const lcpRatio = page && limit ? page.lcpMs / limit.lcpMs : undefined
  const errors = (['page', 'limit'] as const).flatMap((side) =>
    input.runs[side].flatMap((r, i) => ('error' in r ? [`${side} run ${i + 1}: ${r.error}`] : [])),
  )
  if (!page) errors.push('no successful run of the page: its Lighthouse budgets are not judged')
  const jsBreach = firstLoadJsBreach(input.kind, input.firstLoadJs.bytes, input.firstLoadJs.budgetBytes / 1000)
  const breaches = [...(page ? lighthouseBreaches({ ...page, lcpRatio }) : []), ...(jsBreach ? [jsBreach] : [])]
  return { ...input, median: { page, limit }, lcpRatio, breaches, errors }
}

const columns = ['page', 'kind', 'perf', 'a11y', 'BP', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'sent kB', 'JS kB gz / budget', 'no-JS LCP ms', 'LCP ratio'] as const
const judged: Partial<Record<(typeof columns)[number], Breach['column']>> = {
  perf: 'perf',
  a11y: 'a11y',
  BP: 'bp',
  SEO: 'seo',
  'TBT ms': 'tbt',
  CLS: 'cls',
  'JS kB gz / budget': 'js',
  'LCP ratio': 'lcpRatio',
}

function cells(result: PageResult): string[] {
  const p = result.median.page
  const missing = '–'
  const values: Record<(typeof columns)[number], string> = {
    page: result.path,
    kind: result.kind,
    perf: p ? String(p.scores.performance) : missing,
    a11y: p ? String(p.scores.accessibility) : missing,
    BP: p ? String(p.scores.bestPractices) : missing,
    SEO: p ? String(p.scores.seo) : missing,
    'LCP ms': p ? String(Math.round(p.lcpMs)) : missing,
    'TBT ms': p ? String(Math.round(p.tbtMs)) : missing,
    CLS: p ? roundCls(p.cls).toFixed(2) : missing,
    'sent kB': p ? (p.transferBytes / 1000).toFixed(1) : missing,
    // Each route's own budget: it follows the page's kind, or the route's named exception.
    'JS kB gz / budget': `${(result.firstLoadJs.bytes / 1000).toFixed(1)} / ${result.firstLoadJs.budgetBytes / 1000}`,
    'no-JS LCP ms': result.median.limit ? String(Math.round(result.median.limit.lcpMs)) : missing,
    'LCP ratio': result.lcpRatio === undefined ? missing : result.lcpRatio.toFixed(2),
  }
  const breached = new Set(result.breaches.map((b) => b.column))
  return columns.map((c) => {
    const column = judged[c]
    return column && breached.has(column) ? `${values[c]} ✗` : values[c]
  })
}

const { minScore } = lighthouseBudgets
const budgetRow = [
  'budget',
  '',
  `≥ ${minScore.performance}`,
  String(minScore.accessibility),
  String(minScore.bestPractices),
  String(minScore.seo),
  '',
  `≤ ${lighthouseBudgets.maxTbtMs}`,
  lighthouseBudgets.maxCls.toFixed(2),
  '',
  'per route',
  '',
  `≤ ${lighthouseBudgets.maxLcpRatio.toFixed(2)}`,
]

/** The results as a Markdown table (medians; ✗ marks a breached budget), ready for docs/performance.md. */
export function formatTable(results: readonly PageResult[]): string {
  const rows = [[...columns], ...results.map(cells), budgetRow]
  const widths = columns.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)))
  const line = (row: readonly string[]) => `| ${row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`
  const rule = `|${widths.map((w, i) => (i < 2 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n')
}

/** One line per breach and per failed run; "every budget met" when there are none. */
export function formatSummary(results: readonly PageResult[]): string {
  const lines = results.flatMap((r) => [...r.breaches.map((b) => `  ${r.path}: ${b.message}`), ...r.errors.map((e) => `  ${r.path}: ${e}`)])
  const breaches = results.reduce((n, r) => n + r.breaches.length, 0)
  if (lines.length === 0) return `Every budget met on ${results.length} pages.`
  return [`${breaches} budget breach(es) on ${results.filter((r) => r.breaches.length > 0).length} of ${results.length} pages:`, ...lines].join('\n')
}
