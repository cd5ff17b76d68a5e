import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import type { Manifest as ViteManifest } from 'vite'
import { loadSite } from '../../manifest/site'
import { compileAllOnLoad, compiledOnLoadChunks } from '../compile-hints'
import { baselineOf, bundleProblems, chunksWithoutHint, summary, weighRoutes, type Baseline } from './bundle-weights'

/**
 * `npm run check:bundle` (in `npm test`, after the build): fails when any route's first-load
 * JavaScript (gzip) is over the budget of its kind (scripts/bench/budgets.ts), naming the route
 * and the chunks that grew since `bundle-baseline.json`, or when a chunk lost its compile hint
 * (scripts/compile-hints.ts). `-- --update` rewrites the baseline (commit it with the change that
 * moved the weights).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const dist = path.join(root, 'dist')
const baselineFile = path.join(root, 'scripts/gates/bundle-baseline.json')

const vite = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as ViteManifest
const gzipBytes = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length
const weights = weighRoutes(vite, loadSite().routes, gzipBytes)

if (process.argv.includes('--update')) {
  writeFileSync(baselineFile, `${JSON.stringify(baselineOf(weights), null, 2)}\n`)
  console.log(`bundle: baseline written (${weights.length} routes)`)
}
const baseline = JSON.parse(readFileSync(baselineFile, 'utf8')) as Baseline
console.log(summary(weights).map((line) => `bundle: ${line}`).join('\n'))
const problems = bundleProblems(weights, baseline)
if (problems.length > 0) console.error(`bundle: ${problems.length} route(s) over budget\n${problems.map((p) => `  ${p}`).join('\n')}`)
const unhinted = chunksWithoutHint(vite, compiledOnLoadChunks, compileAllOnLoad, (file) => readFileSync(path.join(dist, file), 'utf8').slice(0, 100))
if (unhinted.length > 0) console.error(`bundle: compile hint missing (scripts/compile-hints.ts)\n${unhinted.map((p) => `  ${p}`).join('\n')}`)
if (problems.length > 0 || unhinted.length > 0) process.exit(1)
