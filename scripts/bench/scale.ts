import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { timedBuild } from './scale/build-stages'
import { figuresTable, type ScaleFigures } from './scale/figures-table'
import { copyRepository, removeCopy } from './scale/repo-copy'
import { browserTests, firstLoadJs, folderSize, serverStartMs } from './scale/site-measures'
import { syntheticCollisions, syntheticEventFiles, withEventsListed } from './scale/synthetic-events'

/**
 * `npm run bench:scale -- --events N [--out file.md] [--keep]`: what N more partner event pages
 * cost. In a temporary copy of the repository (the real manifest/ is never touched), builds and
 * measures today's entries, adds N synthetic events (synthetic-events.ts) and measures again;
 * prints a markdown table of both (docs/performance.md, "At a thousand events").
 */
const { values: args } = parseArgs({ options: { events: { type: 'string', default: '1000' }, out: { type: 'string' }, keep: { type: 'boolean', default: false } } })
const count = Number(args.events)
if (!Number.isInteger(count) || count < 1) throw new Error(`--events ${args.events}: a whole number of events, at least 1`)

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const log = (line: string) => console.error(`bench:scale: ${line}`)

/** The slugs (file names) and company codes of the entries in the copy's manifest/events/. */
function existingEvents(copy: string) {
  const folder = path.join(copy, 'manifest/events')
  const files = readdirSync(folder).filter((f) => f.endsWith('.ts') && f !== 'index.ts' && !f.endsWith('.test.ts'))
  const companies = files.flatMap((f) => /company: '([^']+)'/.exec(readFileSync(path.join(folder, f), 'utf8'))?.slice(1) ?? [])
  return { slugs: files.map((f) => f.replace(/\.ts$/, '')), companies }
}

/** Writes synthetic events `from` to `to` (entries, artwork) into the copy and lists them. */
function addEvents(copy: string, from: number, to: number): void {
  const added = Array.from({ length: to - from + 1 }, (_, i) => syntheticEventFiles(from + i))
  for (const event of added) {
    writeFileSync(path.join(copy, 'manifest/events', `${event.slug}.ts`), event.entry)
    writeFileSync(path.join(copy, 'public/events', `${event.slug}.svg`), event.artwork)
  }
  const list = path.join(copy, 'manifest/events/index.ts')
  writeFileSync(list, withEventsListed(readFileSync(list, 'utf8'), added))
}

/** Builds and measures the copy as it is, then adds synthetic event `next` and times a second build. */
async function measure(copy: string, state: string, events: number, next: number): Promise<ScaleFigures> {
  const build = await timedBuild(copy, (line) => log(`${state}: ${line}`))
  const figures = {
    events,
    build,
    firstLoadJs: await firstLoadJs(copy),
    dist: folderSize(path.join(copy, 'dist')),
    tests: await browserTests(copy),
    serverStartMs: await serverStartMs(copy, path.join(copy, `scale-bench-${next}.sqlite`)),
  }
  log(`${state}: measured; now one more event and a second build`)
  addEvents(copy, next, next)
  const rebuild = await timedBuild(copy, (line) => log(`${state} +1: ${line}`))
  return { ...figures, rebuild }
}

const copy = copyRepository(root)
log(`copy of the repository in ${copy}`)
try {
  const existing = existingEvents(copy)
  const clashes = syntheticCollisions(existing, count + 1)
  if (clashes.length > 0) throw new Error(`synthetic events would reuse what the manifest holds: ${clashes.join(', ')}`)
  // Synthetic event 1 is today's "one more"; 2 to N join it, and N + 1 is the last "one more".
  const today = await measure(copy, "today's entries", existing.slugs.length, 1)
  if (count > 1) addEvents(copy, 2, count)
  const scaled = await measure(copy, `+${count} synthetic`, existing.slugs.length + count, count + 1)
  const table = figuresTable(today, scaled)
  console.log(table)
  if (args.out) writeFileSync(args.out, `${table}\n`)
} finally {
  if (args.keep) log(`kept ${copy}`)
  else removeCopy(copy)
}
