import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openBuildCache } from './build-cache'

// The cache in a build, after one more entry (what it makes, what it reuses, that it changes no
// file), and a build that cannot reach the API, are read in the event recipe's copy of the
// repository, built before and after its entries (codegen/new-event.test.ts): one copy and two
// builds for both, where each made its own.
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
