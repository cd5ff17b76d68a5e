import type { Browser } from '@playwright/test'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { median } from './stats'

/**
 * The CPU slowdown that makes this machine as fast as the phone Lighthouse's mobile preset stands
 * for. The preset's 4x assumes a host whose benchmark index is about 1,533; the machines this bench
 * runs on have measured from 816 to 3,727 (docs/performance.md), so a fixed 4x made the same build
 * score 99 on one day and 91 on another. Lighthouse's throttling guide (its section "Calibrating
 * multipliers", in the GoogleChrome/lighthouse repository) gives the multiplier for an index as
 * three straight lines, from its authors' measurements of many devices; this is that function.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`not a benchmark index: ${benchmarkIndex}`)
  // 2,000 = 6x, 1,533 = 4x, 1,300 = 3x
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233
  // 1,300 = 3x, 800 = 2x
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500
  // 800 = 2x, 150 = 1x; a machine slower than the phone itself is not slowed at all
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650)
}

/**
 * Lighthouse's benchmark index of this machine now: its own page function (the one each
 * Lighthouse run reports as `environment.benchmarkIndex`), run `times` times in a blank page of
 * `browser`, median. About a second a time.
 */
export async function measureBenchmarkIndex(browser: Browser, times = 3): Promise<number> {
  const page = await browser.newPage()
  try {
    const indexes: number[] = []
    for (let i = 0; i < times; i++) indexes.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`))
    return median(indexes)!
  } finally {
    await page.close()
  }
}

/**
 * What `--cpu-slowdown` asks for: `calibrated` (the default) or a fixed rate, such as the preset's
 * own 4 to compare with figures taken before calibration.
 */
export function parseSlowdownOption(value: string | undefined): number | 'calibrated' {
  if (value === undefined || value === 'calibrated') return 'calibrated'
  const rate = Number(value)
  if (!Number.isFinite(rate) || rate < 1) throw new Error(`--cpu-slowdown must be "calibrated" or a number from 1, not ${value}`)
  return rate
}

/** The CPU slowdown of a bench's runs, and what it was chosen from. */
export interface ChosenSlowdown {
  /** The rate every run uses, rounded to a tenth as it is printed and kept in the results. */
  rate: number
  /** Whether it comes from `benchmarkIndex` (else `--cpu-slowdown` fixed it). */
  calibrated: boolean
  /** This machine's index before the runs, measured either way, for the results. */
  benchmarkIndex: number
  /** One line for the bench's log. */
  description: string
}

/** Measures the machine in a page of `browser` and chooses the rate `option` asks for. */
export async function chooseSlowdown(option: number | 'calibrated', browser: Browser): Promise<ChosenSlowdown> {
  const benchmarkIndex = await measureBenchmarkIndex(browser)
  const calibrated = option === 'calibrated'
  const rate = calibrated ? Math.round(calibratedSlowdown(benchmarkIndex) * 10) / 10 : option
  const how = calibrated ? "calibrated to Lighthouse's reference phone" : 'fixed by --cpu-slowdown'
  return { rate, calibrated, benchmarkIndex, description: `benchmark index ${benchmarkIndex}, CPU slowed ${rate}x (${how})` }
}
