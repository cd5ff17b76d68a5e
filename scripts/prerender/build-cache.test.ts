import { createHash } from 'node:crypto'
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSteps } from '../bench/scale/build-stages'
import { copyRepository, removeCopy, run } from '../bench/scale/repo-copy'
import { syntheticEventFiles, withEventsListed } from '../bench/scale/synthetic-events'
import { openBuildCache, seedBuildCache } from './build-cache'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * A production build's environment (vitest sets NODE_ENV=test and VITEST, under which the client
 * build would weigh React's development build), with the API where nothing listens (port 9): the
 * gallery and press pages carry the instant their lists were read, which two builds never share,
 * so here they are built without them, as a build that cannot reach the API builds them.
 */
const env: NodeJS.ProcessEnv = {
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST'))),
  NODE_ENV: 'production',
  VITE_API_ORIGIN: 'http://127.0.0.1:9',
}

/** Every file under `dir` with the SHA-256 of its bytes, by its path there. */
async function filesOf(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
  const hashes = await Promise.all(files.sort().map(async (file) => [file, createHash('sha256').update(await readFile(path.join(dir, file))).digest('hex')]))
  return Object.fromEntries(hashes)
}

/** "… 1114 from the cache, 2 made …" of the prerender's line that starts with `start`. */
function reuse(output: string, start: string): { reused: number; made: number } {
  const line = output.split('\n').find((l) => l.startsWith(start)) ?? ''
  const found = /(\d+) from the cache, (\d+) made/.exec(line)
  if (!found) throw new Error(`no "N from the cache, M made" on the prerender's "${start}" line:\n${output.slice(-3000)}`)
  return { reused: Number(found[1]), made: Number(found[2]) }
}

describe("the build cache's folder", () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'obadge-build-cache-'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('gives back a copy of what was kept, keeps what a build used, and drops the rest', async () => {
    const folder = path.join(dir, 'dist-cache')
    const first = openBuildCache(folder)
    expect(await first.copyTo('pages', 'a.html', path.join(dir, 'out/a.html'))).toBe(false)
    await first.put('pages', 'a.html', '<p>a</p>')
    await first.put('pages', 'b.html', '<p>b</p>')
    const second = openBuildCache(folder)
    expect(await second.copyTo('pages', 'a.html', path.join(dir, 'out/a.html'))).toBe(true)
    expect(await readFile(path.join(dir, 'out/a.html'), 'utf8')).toBe('<p>a</p>')
    // A copy: the build writing to its file later leaves the entry as it was.
    await writeFile(path.join(dir, 'out/a.html'), 'changed')
    expect(await second.prune('pages')).toBe(1)
    expect(await readdir(path.join(folder, 'pages'))).toEqual(['a.html'])
    expect(await readFile(path.join(folder, 'pages/a.html'), 'utf8')).toBe('<p>a</p>')
  })

  it('finds and keeps nothing with --no-cache', async () => {
    const none = openBuildCache(null)
    await none.put('cards', 'c.png', 'x')
    expect(await none.copyTo('cards', 'c.png', path.join(dir, 'out/c.png'))).toBe(false)
    expect(await none.sizeOf('cards', 'c.png')).toBeUndefined()
    expect(none.enabled).toBe(false)
  })
})

// The cache may only ever save work, never change a file. One copy of the repository; a build
// to fill the cache (from the repository's own, when it has one); one more entry (a synthetic event, as bench:scale adds them); then its
// bundles, and its prerender twice: with the cache, and without it beside, from the same bundles.
// Three prerenders and two rounds of bundles: about two minutes on two cores, most of it the
// first build. Bounded by that work: the limit only catches a hang.
const hangLimitMs = 900_000
describe('the build cache, after one more entry', () => {
  let copy: string
  let cached = ''
  beforeAll(async () => {
    copy = copyRepository(root)
    await seedBuildCache(root, copy)
    for (const { command } of buildSteps) await run(command, copy, env)
    const event = syntheticEventFiles(1)
    await writeFile(path.join(copy, 'manifest/events', `${event.slug}.ts`), event.entry)
    await writeFile(path.join(copy, 'public/events', `${event.slug}.svg`), event.artwork)
    const list = path.join(copy, 'manifest/events/index.ts')
    await writeFile(list, withEventsListed(await readFile(list, 'utf8'), [event]))
    const bundles = buildSteps.filter((step) => step.stage !== 'prerender').map((step) => step.command)
    const prerender = buildSteps.find((step) => step.stage === 'prerender')!.command
    for (const command of bundles) await run(command, copy, env)
    await cp(path.join(copy, 'dist'), path.join(copy, 'dist-clean'), { recursive: true })
    await cp(path.join(copy, 'dist-ssr'), path.join(copy, 'dist-clean-ssr'), { recursive: true })
    cached = (await run(prerender, copy, env)).output
    await run(`${prerender} --no-cache --dist dist-clean`, copy, env)
  }, hangLimitMs)
  afterAll(() => copy && removeCopy(copy))

  it('writes what a build without the cache writes, every file byte for byte, served or private', async () => {
    expect(await filesOf(path.join(copy, 'dist'))).toEqual(await filesOf(path.join(copy, 'dist-clean')))
    expect(await filesOf(path.join(copy, 'dist-private'))).toEqual(await filesOf(path.join(copy, 'dist-clean-private')))
  })

  it("makes the entry's two pages, its card, poster and slide, and reuses every other", () => {
    expect(reuse(cached, 'prerender:').made).toBe(2)
    expect(reuse(cached, 'og images:').made).toBe(1)
    expect(reuse(cached, 'posters:').made).toBe(2)
  })
}, hangLimitMs)
