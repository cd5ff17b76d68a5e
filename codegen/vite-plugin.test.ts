import { chromium, type Browser, type Page } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { events } from '../manifest/events/index'
import { freePort } from './test-support/free-port'
import { copyRepo, type RepoCopy } from './test-support/repo-copy'

/**
 * The edit loop of `npm run dev` (docs/developing.md), in Chromium: an edit to a manifest entry
 * shows in the open page with no `npm run codegen`, and broken entries show Vite's error overlay
 * naming each file and field, all of them in one overlay. The dev server runs in a copy of the
 * repository, so the edits never touch the work tree.
 *
 * Hang detectors, not expectations of speed: starting takes the first codegen (5-8 s alone, 20 s
 * on two busy cores) and Vite's dependency scan; a regeneration takes under a second alone and a
 * few on a busy machine. Each limit is far above that, so only a hang fails.
 */
const hangLimitMs = 600_000
const regenerationLimitMs = 120_000

type Entry = { event: (typeof events)[number]; file: string }

/** The manifest's events whose file is named by their slug (the others build their slug from a constant). */
async function entryFiles(copy: RepoCopy): Promise<Entry[]> {
  const found: Entry[] = []
  for (const event of events) {
    const file = path.join(copy.dir, 'manifest/events', `${event.slug}.ts`)
    if ((await readFile(file, 'utf8').catch(() => '')).includes(`slug: '${event.slug}'`)) found.push({ event, file })
  }
  return found
}

describe('npm run dev regenerates on an edit', () => {
  let copy: RepoCopy
  let server: ChildProcess | undefined
  let browser: Browser
  let page: Page
  let origin: string
  let output = ''

  beforeAll(async () => {
    copy = await copyRepo()
    origin = `http://127.0.0.1:${await freePort()}`
    // vitest's own variables would keep the plugin out (it stays out of test runs) and make this a test-mode Vite.
    const { VITEST: _vitest, NODE_ENV: _mode, ...env } = process.env
    // `npm run dev` is `tsx server/dev.ts`; started without npm so that stopping it stops the server.
    server = spawn(process.execPath, ['--import', 'tsx', 'server/dev.ts'], {
      cwd: copy.dir,
      env: { ...env, PORT: new URL(origin).port, HOST: '127.0.0.1', DATABASE_FILE: ':memory:' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    // It says so once it listens, after its first codegen.
    await new Promise<void>((resolve, reject) => {
      const listening = () => output.includes(`dev: ${origin}/`) && resolve()
      server?.stdout?.on('data', listening)
      server?.once('exit', (code) => reject(new Error(`the dev server exited with ${code}:\n${output}`)))
    })
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] })
    page = await browser.newPage()
  }, hangLimitMs)

  afterAll(async () => {
    await browser?.close()
    if (server && server.exitCode === null) {
      server.kill('SIGTERM')
      await once(server, 'exit')
    }
    await copy?.remove()
  }, hangLimitMs)

  const heading = () => page.getByRole('heading', { level: 1 })

  it('shows an edited entry in the open page, which reloads itself', async () => {
    const { event, file } = (await entryFiles(copy)).find((e) => e.event.interfaceLanguage === 'ko')!
    await page.goto(`${origin}/kor/${event.slug}`)
    await heading().waitFor()
    expect(await heading().textContent()).toBe(event.title.ko)
    // Hydrated: the page's generated modules are in the client's module graph, as in a
    // maintainer's open tab, so an edit reaches them (and any reload of Vite's own would show).
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    const edited = `${event.title.ko} 수정본`
    const source = await readFile(file, 'utf8')
    expect(source).toContain(`ko: '${event.title.ko}'`)
    const written = performance.now()
    await writeFile(file, source.replace(`ko: '${event.title.ko}'`, `ko: '${edited}'`))
    await page.getByRole('heading', { level: 1, name: edited }).waitFor({ timeout: regenerationLimitMs })
    console.log(`edit loop: ${Math.round(performance.now() - written)} ms from the write to the new heading in the open page`)
    expect(await page.title()).toMatch(new RegExp(`^${edited} \\|`))
  }, hangLimitMs)

  it('names every broken entry, file and field, in one overlay, on every page opened, until they are fixed', async () => {
    const [first, second] = (await entryFiles(copy)) as [Entry, Entry]
    await page.goto(`${origin}/kor/${first.event.slug}`)
    await heading().waitFor()
    const sources = [await readFile(first.file, 'utf8'), await readFile(second.file, 'utf8')] as const
    expect(sources[0]).toMatch(/^ {2}company: .*\n/m)
    expect(sources[1]).toContain(`slug: '${second.event.slug}'`)
    await writeFile(first.file, sources[0].replace(/^ {2}company: .*\n/m, ''))
    await writeFile(second.file, sources[1].replace(`slug: '${second.event.slug}'`, "slug: 'Not A Slug'"))

    const problems = [
      `manifest/events/${first.event.slug}.ts: company: required`,
      `manifest/events/${second.event.slug}.ts: slug: lower-case letters, digits and dashes`,
    ]
    const overlay = page.locator('vite-error-overlay')
    // The two writes may land in one run or two: the overlay of the last names both.
    const overlayNamesBoth = () => overlay.filter({ hasText: problems[0] }).filter({ hasText: problems[1] }).waitFor({ timeout: regenerationLimitMs })
    await overlayNamesBoth()
    await page.reload()
    await overlayNamesBoth()

    await writeFile(first.file, sources[0])
    await writeFile(second.file, sources[1])
    await overlay.waitFor({ state: 'detached', timeout: regenerationLimitMs })
    await heading().waitFor()
    expect(await heading().textContent()).toBe(first.event.title[first.event.interfaceLanguage])
  }, hangLimitMs)

  // Codegen reloads the page once per run, after all its writes. Vite's own reload for each written
  // file would follow later, and abort a page being opened meanwhile (CI's run failed the second
  // case's page.goto with net::ERR_ABORTED so, after the first case's edit).
  it('reloads the open page once per edit: Vite sends no reload of its own for a file codegen wrote', () => {
    expect(output).toMatch(/codegen: [1-9]\d* of \d+ files written/)
    expect(output).not.toMatch(/\(client\) page reload src\/generated\//)
  })

  // Bites where the pre-bundle cache (node_modules/.vite, shared with the copy) starts empty, as on
  // CI's clean clone: a dependency found only when a page opens is pre-bundled then, and Vite may
  // reload that page as it loads (a maintainer's first page would flash).
  it('finds every dependency before the first page is opened, so no page is reloaded to pre-bundle one', () => {
    expect(output).not.toMatch(/dependenc(y|ies) optimized|optimized dependencies changed/)
  })
})
