import { chromium } from '@playwright/test'
import { chromePath } from './lighthouse-run'
import { median } from './stats'

/**
 * `npm run bench:startup -- [--runs N] URL...`: the main-thread long tasks (> 50 ms) after first
 * paint of each URL in Chromium with the CPU slowed 4x, as a performance trace records them, and
 * their TBT-like sum (each task's part beyond 50 ms), over N runs taken in turn across the URLs
 * (so two builds served side by side are compared under the same load). Quicker and more direct
 * than Lighthouse for a start-up change; Lighthouse (`npm run bench`) stays the judge.
 */
interface TraceEvent { name: string; pid: number; tid: number; ts: number; dur?: number; args?: { name?: string } }

const args = process.argv.slice(2)
const runsAt = args.indexOf('--runs')
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 5
const urls = args
if (urls.length === 0 || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: npm run bench:startup -- [--runs N] URL...')
  process.exit(2)
}

const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] })
const results = new Map(urls.map((url) => [url, [] as { blocking: number; tasks: number[] }[]]))
try {
  for (let run = 0; run < runs; run++) {
    for (const url of urls) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
      const page = await context.newPage()
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'loading', 'v8.execute'] })
      await page.goto(url, { waitUntil: 'load' })
      await page.waitForTimeout(2000)
      const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents
      await context.close()
      const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      if (!main) throw new Error(`${url}: the trace has no renderer main thread`)
      const firstPaint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)?.ts ?? 0
      const tasks = events
        .filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && (e.dur ?? 0) > 50_000 && e.ts + (e.dur ?? 0) > firstPaint)
        .map((e) => Math.round((e.dur ?? 0) / 1000))
      results.get(url)!.push({ blocking: tasks.reduce((sum, ms) => sum + ms - 50, 0), tasks })
      process.stdout.write('.')
    }
  }
} finally {
  await browser.close()
}
console.log()
for (const [url, measured] of results) {
  const each = measured.map((m) => `${m.blocking} (${m.tasks.join('/') || '-'})`).join('  ')
  console.log(`${url}\n  median blocking ${median(measured.map((m) => m.blocking))} ms; runs: ${each}`)
}
