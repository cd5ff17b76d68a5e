import { describe, expect, it } from 'vitest'
import { median, medianMetrics, type Metrics } from './stats'

const run = (performance: number, lcpMs: number, tbtMs: number): Metrics => ({
  scores: { performance, accessibility: 100, bestPractices: 100, seo: 100 },
  lcpMs,
  tbtMs,
  cls: 0,
  transferBytes: 100_000,
})

describe('median', () => {
  it('takes the middle value whatever the order, and the mean of the two middle ones for an even count', () => {
    expect(median([300, 100, 200])).toBe(200)
    expect(median([5])).toBe(5)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeUndefined()
  })

  it('does not reorder its input', () => {
    const values = [3, 1, 2]
    median(values)
    expect(values).toEqual([3, 1, 2])
  })
})

describe('medianMetrics', () => {
  it('takes each metric on its own, not the figures of one median run', () => {
    // The run with the median score is not the run with the median LCP or TBT.
    const medians = medianMetrics([run(90, 1000, 300), run(99, 3000, 10), run(95, 2000, 100)])
    expect(medians).toMatchObject({ scores: { performance: 95 }, lcpMs: 2000, tbtMs: 100 })
  })

  it('has nothing to say about no runs', () => {
    expect(medianMetrics([])).toBeUndefined()
  })
})
