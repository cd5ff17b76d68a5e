/** The middle value (the mean of the two middle ones for an even count); undefined for none. */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** The metrics Lighthouse gives per run, each reduced to its median on its own. */
export interface Metrics {
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number }
  lcpMs: number
  tbtMs: number
  cls: number
  /** Bytes over the network, compressed as sent (`total-byte-weight`). */
  transferBytes: number
}

/**
 * The median of each metric over the runs, each metric on its own (the usual way to report
 * Lighthouse runs: a single "median run" would tie the scores to one run's hiccups).
 */
export function medianMetrics(runs: readonly Metrics[]): Metrics | undefined {
  if (runs.length === 0) return undefined
  const of = (pick: (m: Metrics) => number) => median(runs.map(pick))!
  return {
    scores: {
      performance: of((m) => m.scores.performance),
      accessibility: of((m) => m.scores.accessibility),
      bestPractices: of((m) => m.scores.bestPractices),
      seo: of((m) => m.scores.seo),
    },
    lcpMs: of((m) => m.lcpMs),
    tbtMs: of((m) => m.tbtMs),
    cls: of((m) => m.cls),
    transferBytes: of((m) => m.transferBytes),
  }
}
