import { launch, type LaunchedChrome } from 'chrome-launcher'
import lighthouse, { type Flags, type Result } from 'lighthouse'
import type { Metrics } from './stats'

/** Debian's Chromium (TOOLCHAIN.md), unless CHROME_PATH names another. */
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/** The headless flags that work on this kind of machine (TOOLCHAIN.md, playwright.config.ts). */
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/**
 * Lighthouse's default config is the mobile preset (Moto G Power screen, slow 4G), with a CPU
 * slowdown the bench calibrates to the machine (cpu-slowdown.ts). Devtools throttling applies the
 * slowdowns in the browser while the page loads, instead of simulating them afterwards: on
 * loopback the simulation is bimodal (docs/performance.md, method).
 */
const lighthouseFlags: Flags = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  throttlingMethod: 'devtools',
}

/** What one Lighthouse run of one URL yields: the table's metrics and the machine's speed then. */
interface RunMetrics extends Metrics {
  /** Lighthouse's measure of this machine's speed at the time of the run. */
  benchmarkIndex: number
}

function score(lhr: Result, category: string): number {
  const value = lhr.categories[category]?.score
  if (value === null || value === undefined) throw new Error(`no ${category} score`)
  return Math.round(value * 100)
}

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue
  if (value === undefined) throw new Error(`no ${audit} value${lhr.audits[audit]?.errorMessage ? `: ${lhr.audits[audit].errorMessage}` : ''}`)
  return value
}

/** The table's figures from a Lighthouse result; throws when the run did not measure them. */
function metricsOf(lhr: Result): RunMetrics {
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
  return {
    scores: {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
    },
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    // Bytes over the network, compressed as sent.
    transferBytes: numeric(lhr, 'total-byte-weight'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}

const browsers = new Set<LaunchedChrome>()

/** Ends the browsers of runs still going (when the bench is interrupted). */
export function killBrowsers(): void {
  for (const chrome of browsers) chrome.kill()
}

/**
 * One Lighthouse run in a Chrome of its own, so no cache, service worker or warmed-up process
 * carries over from the previous run. Returns the full result too, for `--save-reports`.
 */
export async function runLighthouse(url: string, cpuSlowdown: number): Promise<{ metrics: RunMetrics; lhr: Result }> {
  // chrome-launcher's own Ctrl-C handler exits at once; the bench's stops its servers first.
  const chrome = await launch({ chromePath, chromeFlags, handleSIGINT: false })
  browsers.add(chrome)
  try {
    // The preset's network figures stay; only the CPU multiplier is this machine's (cpu-slowdown.ts).
    const result = await lighthouse(url, { ...lighthouseFlags, port: chrome.port, throttling: { cpuSlowdownMultiplier: cpuSlowdown } })
    if (!result) throw new Error('Lighthouse returned no result')
    return { metrics: metricsOf(result.lhr), lhr: result.lhr }
  } finally {
    chrome.kill()
    browsers.delete(chrome)
  }
}
