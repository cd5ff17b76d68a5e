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

// One copy of the repository, built as a build that cannot reach the API builds (`env` above), then
// built again after one more entry. A build to fill the cache (from the repository's own, when it
// has one); one more entry (a synthetic event, as bench:scale adds them); then its bundles, and its
// prerender twice: with the cache, and without it beside, from the same bundles. Three prerenders
// and two rounds of bundles: about two minutes on two cores, most of it the first build. Bounded by
// that work: the limit only catches a hang.
const hangLimitMs = 900_000
describe('one copy of the repository, built where the API cannot be reached, then with one more entry', () => {
  let copy: string
  /** What the first build's prerender printed, and the second's (with the cache). */
  let first = ''
  let cached = ''
  /** The client build's manifest (every chunk by its content-hashed name) after the first build, and after one more entry. */
  let chunksBefore = ''
  let chunksAfter = ''
  beforeAll(async () => {
    copy = copyRepository(root)
    await seedBuildCache(root, copy)
    // The last step's output is the prerender's.
    for (const { command } of buildSteps) first = (await run(command, copy, env)).output
    chunksBefore = await readFile(path.join(copy, 'dist/.vite/manifest.json'), 'utf8')
    const event = syntheticEventFiles(1)
    await writeFile(path.join(copy, 'manifest/events', `${event.slug}.ts`), event.entry)
    await writeFile(path.join(copy, 'public/events', `${event.slug}.svg`), event.artwork)
    const list = path.join(copy, 'manifest/events/index.ts')
    await writeFile(list, withEventsListed(await readFile(list, 'utf8'), [event]))
    const bundles = buildSteps.filter((step) => step.stage !== 'prerender').map((step) => step.command)
    const prerender = buildSteps.find((step) => step.stage === 'prerender')!.command
    for (const command of bundles) await run(command, copy, env)
    chunksAfter = await readFile(path.join(copy, 'dist/.vite/manifest.json'), 'utf8')
    await cp(path.join(copy, 'dist'), path.join(copy, 'dist-clean'), { recursive: true })
    await cp(path.join(copy, 'dist-ssr'), path.join(copy, 'dist-clean-ssr'), { recursive: true })
    cached = (await run(prerender, copy, env)).output
    await run(`${prerender} --no-cache --dist dist-clean`, copy, env)
  }, hangLimitMs)
  afterAll(() => copy && removeCopy(copy))

  /**
   * A build that cannot reach the API (VITE_API_ORIGIN where nothing listens) still succeeds, says so
   * in one line, and builds the gallery and press pages in their loading state, as before the lists
   * came into the HTML: what a crawler or a visitor without JavaScript gets from its files. (These
   * checks read files only; they were a browser spec's, which made a build of its own for them.)
   */
  describe('a build that cannot reach the API', () => {
    const page = (pathname: string) => readFile(path.join(copy, 'dist', pathname, 'index.html'), 'utf8')

    it('says in one line that it could not read the lists, and finishes', () => {
      const lines = first.split('\n').filter((line) => line.startsWith('lists:'))
      expect(lines).toEqual([
        `lists: could not read ${env.VITE_API_ORIGIN} (no-response: The server did not respond); the gallery and press pages are built without their lists, in their loading state`,
      ])
      expect(first).toMatch(/^prerender: \d+ pages and 404\.html/m)
    })

    it('writes no press feed, and no page links one', async () => {
      await expect(readFile(path.join(copy, 'dist/feeds/press-kor.xml'), 'utf8')).rejects.toThrow(/ENOENT/)
      expect(await page('eng/company/press')).not.toContain('/feeds/press-')
      expect(await page('kor/company/press')).toContain('/feeds/notices-kor.xml')
    })

    it("writes the gallery's category documents, in their loading state, and no press page past the first, whose number it cannot know", async () => {
      const edu = await readFile(path.join(copy, 'dist/kor/openbadge/badge-list/category-edu.html'), 'utf8')
      expect(edu).toMatch(/id="gallery-tab-edu" data-category="edu" aria-selected="true"/)
      expect(edu).not.toContain('<time dateTime=')
      await expect(readFile(path.join(copy, 'dist/kor/company/press/page-2.html'), 'utf8')).rejects.toThrow(/ENOENT/)
      await expect(readFile(path.join(copy, 'dist/kor/company/press/page-none.html'), 'utf8')).rejects.toThrow(/ENOENT/)
    })

    it.each([
      ['kor', '불러오는 중입니다'],
      ['eng', 'Loading'],
    ])('builds the gallery and press pages in their loading state (%s)', async (segment, loading) => {
      const gallery = await page(`${segment}/openbadge/badge-list`)
      expect(gallery).toMatch(new RegExp(`role="status"[^>]*>(<span[^>]*></span>)?${loading}<`))
      expect(gallery).not.toMatch(/<h2 [^>]*>디지털 리터러시 기초</)
      expect(gallery).not.toContain('<time dateTime=')
      const press = await page(`${segment}/company/press`)
      expect(press).toMatch(new RegExp(`role="status"[^>]*>(<span[^>]*></span>)?${loading}<`))
      expect(press).not.toContain('<time')
    })
  })

  // The cache may only ever save work, never change a file.
  describe('the build cache, after one more entry', () => {
    it('writes what a build without the cache writes, every file byte for byte, served or private', async () => {
      expect(await filesOf(path.join(copy, 'dist'))).toEqual(await filesOf(path.join(copy, 'dist-clean')))
      expect(await filesOf(path.join(copy, 'dist-private'))).toEqual(await filesOf(path.join(copy, 'dist-clean-private')))
    })

    // Every chunk is named by its content's hash: the same manifest is the same bytes on every page.
    it('leaves every script and style sheet of the client build as it was: an event costs no other page a byte', () => {
      expect(chunksAfter).toContain('src/app/entry-client.tsx')
      expect(chunksAfter).toBe(chunksBefore)
    })

    it("makes the entry's two pages, its card, poster and slide, and reuses every other", () => {
      expect(reuse(cached, 'prerender:').made).toBe(2)
      expect(reuse(cached, 'og images:').made).toBe(1)
      expect(reuse(cached, 'posters:').made).toBe(2)
    })
  })
}, hangLimitMs)
