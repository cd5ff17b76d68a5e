import { chromium } from '@playwright/test'
import { parseArgs } from 'node:util'
import { maxInteractionMs } from './budgets'
import { chooseSlowdown, parseSlowdownOption } from './cpu-slowdown'
import { interactionScenarios, measureInteraction } from './interactions'
import { chromePath } from './lighthouse-run'
import { median } from './stats'

/**
 * `npm run bench:interactions -- [--runs N] [--only NAME,…] [--cpu-slowdown calibrated|N] ORIGIN...`:
 * the interactions of `npm run bench`, at its CPU slowdown, on each origin (say, two builds
 * served side by side by `npm run serve` with other `DIST_DIR`s and ports), the runs taken in turn
 * across the origins, so a change in the machine's load falls on each alike. Prints each
 * interaction's median and range per origin.
 */
const { values: args, positionals: origins } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, only: { type: 'string' }, 'cpu-slowdown': { type: 'string' } },
  allowPositionals: true,
})
const runs = Number(args.runs)
const only = args.only?.split(',')
const scenarios = interactionScenarios.filter((s) => !only || only.some((o) => s.name.includes(o)))
if (origins.length === 0 || !Number.isInteger(runs) || runs < 1 || scenarios.length === 0) {
  console.error('usage: npm run bench:interactions -- [--runs N] [--only NAME,…] [--cpu-slowdown calibrated|N] ORIGIN...')
  process.exit(2)
}

const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] })
const slowdown = await chooseSlowdown(parseSlowdownOption(args['cpu-slowdown']), browser)
console.log(slowdown.description)
const measured = new Map(scenarios.map((s) => [s.name, new Map(origins.map((o) => [o, [] as number[]]))]))
try {
  for (const scenario of scenarios) {
    for (let run = 0; run < runs; run++) {
      for (const origin of run % 2 === 0 ? origins : [...origins].reverse()) {
        measured.get(scenario.name)!.get(origin)!.push(await measureInteraction(browser, origin, scenario, slowdown.rate))
        process.stdout.write('.')
      }
    }
  }
} finally {
  await browser.close()
}
console.log()
for (const [name, byOrigin] of measured) {
  console.log(name)
  for (const [origin, ms] of byOrigin) {
    const m = median(ms)!
    console.log(`  ${origin}  median ${m} ms${m > maxInteractionMs ? ' ✗' : ''}  (${Math.min(...ms)}-${Math.max(...ms)}; ${ms.join(' ')})`)
  }
}
