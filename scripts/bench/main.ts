import { execFileSync, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import type { Manifest as ViteManifest } from 'vite'
import { loadSite } from '../../manifest/site'
import { chromium } from '@playwright/test'
import { firstLoadJsBudgetOf, pageKind } from './budgets'
import { chooseSlowdown, parseSlowdownOption } from './cpu-slowdown'
import { firstLoadJsBytes, pageModuleId } from './first-load-js'
import { formatInteractionSummary, formatInteractionTable, interactionResult, type InteractionResult } from './interaction-results'
import { interactionScenarios, measureInteraction, scenarioPath } from './interactions'
import { chromePath, killBrowsers, runLighthouse } from './lighthouse-run'
import { writeNoScriptSite } from './no-script-site'
import { benchedPages } from './pages'
import { formatSummary, formatTable, pageResult, type PageResult, type RunOutcome } from './results'
import { firstVisitFonts, type FirstVisitFonts } from './first-visit-fonts'
import { freePort, root, startReferenceServer, type RunningServer } from './servers'
import { median } from './stats'

const usage = `npm run bench [-- options]
  --no-build        measure the dist/ that is there (default: npm run build first)
  --quick           the home page in each language, one run (for development)
  --pages <ids>     only these routes, by id, comma-separated (e.g. BadgesGalleryPage,ContactPage), in both languages
  --runs <n>        Lighthouse runs per page and side (default 3; 1 with --quick)
  --interaction-runs <n>  runs of each interaction on the measured pages (default 5; 1 with --quick)
  --interactions-only     the interactions alone, no Lighthouse
  --out <file>      results JSON (default bench/results/<timestamp>.json)
  --port <n>        port of the page server (default: a free one); the no-JS server takes a free one
  --cpu-slowdown <calibrated|n>  CPU slowdown of every run: calibrated to this machine's benchmark index
                    (default; scripts/bench/cpu-slowdown.ts), or a fixed rate such as the preset's 4
  --save-reports    also keep every Lighthouse report, in a folder beside the results JSON`

const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    pages: { type: 'string' },
    runs: { type: 'string' },
    'interaction-runs': { type: 'string' },
    'interactions-only': { type: 'boolean', default: false },
    out: { type: 'string' },
    port: { type: 'string' },
    'cpu-slowdown': { type: 'string' },
    'save-reports': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
})
if (args.help) {
  console.log(usage)
  process.exit(0)
}
const runs = Number(args.runs ?? (args.quick ? 1 : 3))
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number from 1, not ${args.runs}`)
const slowdownOption = parseSlowdownOption(args['cpu-slowdown'])
const interactionRuns = Number(args['interaction-runs'] ?? (args.quick ? 1 : 5))
if (!Number.isInteger(interactionRuns) || interactionRuns < 1) throw new Error(`--interaction-runs must be a whole number from 1, not ${args['interaction-runs']}`)

const dist = path.join(root, 'dist')
const startedAt = new Date()
const stamp = startedAt.toISOString().replace(/:/g, '-').replace(/\.\d+Z$/, 'Z')
const outFile = path.resolve(args.out ?? path.join(root, 'bench/results', `${stamp}.json`))
const reportsDir = outFile.replace(/\.json$/, '') + '-reports'

if (!args['no-build']) {
  console.log('bench: npm run build')
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const vite = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as ViteManifest
const routes = loadSite().routes
const pages = benchedPages(args.quick, args.pages?.split(',').filter(Boolean)).map((page) => {
  const route = routes.find((r) => r.id === page.routeId)
  if (!route) throw new Error(`the manifest has no route ${page.routeId}`)
  return { ...page, route, kind: pageKind(route) }
})
const gzipSizes = new Map<string, number>()
const gzipBytes = (file: string) => {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length)
  return gzipSizes.get(file)!
}

/** The machine's speed before the runs, and the CPU slowdown every run uses (cpu-slowdown.ts). */
const slowdown = await (async () => {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] })
  try {
    return await chooseSlowdown(slowdownOption, browser)
  } finally {
    await browser.close()
  }
})()
const cpuSlowdown = slowdown.rate
console.log(`bench: ${slowdown.description}`)

const noScript = await writeNoScriptSite(dist, [...new Set(pages.map((p) => p.path))])
const servers: RunningServer[] = []
const cleanUp = async () => {
  await Promise.all(servers.map((s) => s.stop()))
  await noScript.remove()
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killBrowsers()
    void cleanUp().then(() => process.exit(130))
  })
}
/** Why a server had to be started again during the bench (kept in the results). */
const serverRestarts: string[] = []

/**
 * One Lighthouse run of a page on a server that is running. A run during which the server went
 * away (another process on a shared machine ended it) is run again once, after a restart.
 */
async function measure(server: RunningServer, url: string): ReturnType<typeof runLighthouse> {
  const restartIfGone = async () => {
    const why = await server.ensureRunning()
    if (why) {
      serverRestarts.push(`${new Date().toISOString()} ${why}`)
      console.log(`bench: ${why}; started it again`)
    }
    return why !== undefined
  }
  let failure: unknown
  for (let attempt = 1; attempt <= 2; attempt++) {
    await restartIfGone()
    try {
      const result = await runLighthouse(url, cpuSlowdown)
      if (!(await restartIfGone())) return result
      // Some of its requests may have failed: the figures are not the page's.
      failure = new Error('the server went away during the run')
    } catch (error) {
      // A failure while the server stayed up is the page's own: report it, do not retry.
      if (!(await restartIfGone())) throw error
      failure = error
    }
  }
  throw failure
}

const results: PageResult[] = []
const interactions: InteractionResult[] = []
const fonts: FirstVisitFonts[] = []
const benchmarkIndexes: number[] = []
let lighthouseVersion = ''
try {
  const site = await startReferenceServer(dist, args.port ? Number(args.port) : await freePort())
  servers.push(site)
  await measureInteractions(site, interactions)
  await measureFirstVisitFonts(site)
  const limit = await startReferenceServer(noScript.dir, await freePort())
  servers.push(limit)
  if (args['save-reports']) await mkdir(reportsDir, { recursive: true })
  if (!args['interactions-only']) console.log(`bench: ${pages.length} pages x ${runs} run(s), page on ${site.origin}, no-JS limit on ${limit.origin}`)

  for (const [index, page] of (args['interactions-only'] ? [] : pages).entries()) {
    const outcomes: Record<'page' | 'limit', RunOutcome[]> = { page: [], limit: [] }
    for (let run = 1; run <= runs; run++) {
      // Alternate which side goes first, so a drift in machine load falls on both alike.
      const order = run % 2 === 1 ? (['page', 'limit'] as const) : (['limit', 'page'] as const)
      for (const side of order) {
        const server = side === 'page' ? site : limit
        const started = performance.now()
        const label = `[${String(index + 1).padStart(2)}/${pages.length}] ${page.path.padEnd(34)} run ${run}/${runs} ${side.padEnd(5)}`
        try {
          const { metrics, lhr } = await measure(server, server.origin + page.path)
          const { benchmarkIndex, ...figures } = metrics
          outcomes[side].push(figures)
          benchmarkIndexes.push(benchmarkIndex)
          lighthouseVersion = lhr.lighthouseVersion
          if (args['save-reports']) {
            const name = `${page.path.slice(1).replace(/\//g, '_')}-${side}-${run}.json`
            await writeFile(path.join(reportsDir, name), JSON.stringify(lhr))
          }
          const s = figures.scores
          console.log(
            `${label} perf ${s.performance} a11y ${s.accessibility} bp ${s.bestPractices} seo ${s.seo}  LCP ${Math.round(figures.lcpMs)} ms  TBT ${Math.round(figures.tbtMs)} ms  CLS ${figures.cls.toFixed(3)}  (${((performance.now() - started) / 1000).toFixed(1)} s)`,
          )
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error)
          outcomes[side].push({ error: message })
          console.log(`${label} failed: ${message}`)
        }
      }
    }
    const js = firstLoadJsBytes(vite, pageModuleId(page.route), gzipBytes)
    results.push(
      pageResult({ routeId: page.routeId, path: page.path, kind: page.kind, firstLoadJs: { ...js, budgetBytes: firstLoadJsBudgetOf(page.routeId, page.kind) * 1000 }, runs: outcomes }),
    )
  }
} finally {
  await cleanUp()
}

/**
 * The first interactions (scripts/bench/interactions.ts) of the measured pages, each run
 * `interactionRuns` times in a fresh context of one headless Chromium, before Lighthouse: the
 * page server is the same, and Lighthouse's own browsers are not running meanwhile.
 */
async function measureInteractions(site: RunningServer, into: InteractionResult[]) {
  const scenarios = interactionScenarios.filter((s) => pages.some((p) => p.routeId === s.routeId))
  if (scenarios.length === 0) return
  console.log(`bench: ${scenarios.length} interaction(s) x ${interactionRuns} run(s), CPU slowed ${cpuSlowdown}x`)
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] })
  try {
    for (const scenario of scenarios) {
      const outcomes: InteractionResult['runs'] = []
      for (let run = 1; run <= interactionRuns; run++) {
        const why = await site.ensureRunning()
        if (why) serverRestarts.push(`${new Date().toISOString()} ${why}`)
        try {
          outcomes.push({ ms: await measureInteraction(browser, site.origin, scenario, cpuSlowdown) })
        } catch (error) {
          outcomes.push({ error: error instanceof Error ? error.message.split('\n')[0]! : String(error) })
        }
      }
      const result = interactionResult(scenario.name, scenarioPath(scenario), outcomes)
      into.push(result)
      console.log(`  ${scenario.name.padEnd(34)} median ${result.medianMs ?? '–'} ms (${outcomes.map((o) => ('ms' in o ? o.ms : 'failed')).join(' ')})`)
    }
  } finally {
    await browser.close()
  }
}

/**
 * The brand face on a visitor's first page, /kor and /eng, `interactionRuns` fresh contexts each
 * (scripts/bench/first-visit-fonts.ts); printed, and kept in the results.
 */
async function measureFirstVisitFonts(site: RunningServer) {
  if (args['interactions-only']) return
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] })
  try {
    fonts.push(...(await firstVisitFonts(browser, site.origin, ['/kor', '/eng'], interactionRuns)))
  } finally {
    await browser.close()
  }
  for (const f of fonts) console.log(`  first visit ${f.path.padEnd(5)} brand face in ${f.inFace} of ${f.runs} fresh loads${f.otherFamilies.length ? ` (also drawn in: ${f.otherFamilies.join(', ')})` : ''}`)
}

// Debian's wrapper script prints a harmless shell warning on stderr; only stdout is the version.
const chromiumVersion = execFileSync(chromePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
const machine = {
  cpu: os.cpus()[0]?.model ?? 'unknown',
  cores: os.cpus().length,
  memoryGb: Math.round(os.totalmem() / 1e9),
  loadAverageAtEnd: os.loadavg().map((l) => Math.round(l * 100) / 100),
  benchmarkIndexBefore: slowdown.benchmarkIndex,
  benchmarkIndexMedian: median(benchmarkIndexes),
  cpuSlowdown,
  cpuSlowdownCalibrated: slowdown.calibrated,
  node: process.version,
  chromium: chromiumVersion,
  lighthouse: lighthouseVersion,
}
const table = formatTable(results)
if (results.length > 0) console.log(`\n${table}\n\n${formatSummary(results)}`)
const interactionTable = formatInteractionTable(interactions)
if (interactions.length > 0) console.log(`\n${interactionTable}\n\n${formatInteractionSummary(interactions)}`)
await mkdir(path.dirname(outFile), { recursive: true })
await writeFile(
  outFile,
  JSON.stringify(
    {
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      settings: { preset: 'mobile', throttlingMethod: 'devtools', runs, interactionRuns, quick: args.quick },
      machine,
      serverRestarts,
      table,
      pages: results,
      interactionTable,
      interactions,
      firstVisitFonts: fonts,
    },
    null,
    2,
  ) + '\n',
)
// With --interactions-only no Lighthouse ran: the index is the one taken before the interactions.
const measuredWith = [
  ...(lighthouseVersion ? [`Lighthouse ${lighthouseVersion}`] : []),
  chromiumVersion,
  `benchmark index ${machine.benchmarkIndexMedian ?? machine.benchmarkIndexBefore}`,
]
console.log(`\nresults: ${path.relative(root, outFile)} (${measuredWith.join(', ')})`)
// A measurement, not a gate: breaches are reported above and the exit code stays 0.
process.exit(0)
