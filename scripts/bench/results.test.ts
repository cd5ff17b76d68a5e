import { describe, expect, it } from 'vitest'
import { formatSummary, formatTable, pageResult, type RunOutcome } from './results'

const run = (lcpMs: number, tbtMs: number, performance = 100): RunOutcome => ({
  scores: { performance, accessibility: 100, bestPractices: 100, seo: 100 },
  lcpMs,
  tbtMs,
  cls: 0,
  transferBytes: 60_000,
})
const js = (bytes: number, budgetBytes = 110_000) => ({ bytes, budgetBytes, files: [] })

describe('page results', () => {
  it('takes medians, divides page LCP by its limit and meets its budgets', () => {
    const result = pageResult({
      routeId: 'PressPage',
      path: '/kor/company/press',
      kind: 'content',
      firstLoadJs: js(100_000),
      runs: { page: [run(1100, 20), run(1000, 40), run(1050, 30)], limit: [run(1000, 0), run(990, 0), run(1010, 0)] },
    })
    expect(result.median.page?.lcpMs).toBe(1050)
    expect(result.lcpRatio).toBeCloseTo(1.05)
    expect(result.breaches).toEqual([])
    expect(formatSummary([result])).toBe('Every budget met on 1 pages.')
  })

  it('marks the breached cells and lists each breach and failed run', () => {
    const result = pageResult({
      routeId: 'HomePage',
      path: '/eng',
      kind: 'home',
      firstLoadJs: js(129_000, 128_000),
      runs: { page: [run(2600, 395, 83), { error: 'NO_FCP: no paint' }], limit: [run(1300, 0)] },
    })
    const table = formatTable([result])
    const row = table.split('\n').find((l) => l.startsWith('| /eng'))!
    expect(row.split('|').map((c) => c.trim())).toEqual(['', '/eng', 'home', '83 ✗', '100', '100', '100', '2600', '395 ✗', '0.00', '60.0', '129.0 / 128 ✗', '1300', '2.00 ✗', ''])
    expect(formatSummary([result]).split('\n')).toEqual([
      '4 budget breach(es) on 1 of 1 pages:',
      '  /eng: performance 83 < 98',
      '  /eng: TBT 395 ms > 50 ms',
      '  /eng: LCP 2.00 x its no-JS limit > 1.10 x',
      '  /eng: first-load JS 129.0 kB gz > 128 kB (home page)',
      '  /eng: page run 2: NO_FCP: no paint',
    ])
  })

  it('still judges first-load JS when every Lighthouse run failed', () => {
    const result = pageResult({ routeId: 'HomePage', path: '/kor', kind: 'home', firstLoadJs: js(130_000), runs: { page: [{ error: 'x' }], limit: [] } })
    expect(result.median.page).toBeUndefined()
    expect(result.breaches.map((b) => b.column)).toEqual(['js'])
    expect(result.errors).toContain('no successful run of the page: its Lighthouse budgets are not judged')
  })
})
