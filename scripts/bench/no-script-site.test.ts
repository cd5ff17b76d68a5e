import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompress } from '../prerender/compress'
import { writeNoScriptSite } from './no-script-site'

const page = `<!DOCTYPE html><html lang="ko"><head><link rel="modulepreload" href="/assets/a.js"/></head><body><h1>${'본문 '.repeat(40)}</h1><script type="module" src="/assets/a.js"></script></body></html>`
let dist: string
let copy: Awaited<ReturnType<typeof writeNoScriptSite>> | undefined

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'obadge-bench-dist-'))
  await mkdir(path.join(dist, 'kor'))
  await writeFile(path.join(dist, 'kor/index.html'), page)
  await precompress(dist)
})
afterAll(async () => {
  await copy?.remove()
  await rm(dist, { recursive: true, force: true })
})

describe('the no-script copy of the build', () => {
  it('serves the stripped page with brotli of the stripped page, and leaves the build alone', async () => {
    copy = await writeNoScriptSite(dist, ['/kor'])
    const html = await readFile(path.join(copy.dir, 'kor/index.html'), 'utf8')
    expect(html).not.toMatch(/<script|modulepreload/)
    expect(brotliDecompressSync(await readFile(path.join(copy.dir, 'kor/index.html.br'))).toString()).toBe(html)
    expect(await readFile(path.join(dist, 'kor/index.html'), 'utf8')).toBe(page)
  })

  it('refuses a page that has no script: the copy would measure nothing', async () => {
    await writeFile(path.join(dist, 'kor/index.html'), '<!DOCTYPE html><h1>x</h1>')
    await expect(writeNoScriptSite(dist, ['/kor'])).rejects.toThrow('/kor: no script to remove')
  })
})
