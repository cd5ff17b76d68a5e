import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createHash } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openBuildCache } from './build-cache'
import { precompress } from './compress'
import { pagePolicies } from './page-policies'
import { registerPages } from '../../server/pages'

let dist: string
let app: FastifyInstance
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i % 37}`))}\n`

// A tiny build, precompressed by the build's own step, served by the real page server.
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'obadge-dist-'))
  await mkdir(path.join(dist, 'assets'))
  await mkdir(path.join(dist, 'kor'))
  await writeFile(path.join(dist, 'assets/entry-abc123.js'), script)
  await writeFile(path.join(dist, 'kor/index.html'), `<!doctype html><html lang="ko"><body>${'<p>안녕하세요</p>'.repeat(50)}<script>window.x=1</script></body></html>`)
  await writeFile(path.join(dist, '404.html'), '<!doctype html><title>404</title>')
  await precompress(dist)
  await mkdir(path.join(dist, 'nginx'))
  await writeFile(path.join(dist, 'nginx/csp.json'), JSON.stringify(await pagePolicies(dist)))
  app = Fastify()
  await registerPages(app, dist)
})
afterAll(async () => {
  await app.close()
  await rm(dist, { recursive: true, force: true })
})

const get = (url: string, encoding?: string) => app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} })

describe('security headers', () => {
  it('a page carries its own policy, with the hash of its inline script and no unsafe-inline', async () => {
    const res = await get('/kor')
    const csp = String(res.headers['content-security-policy'])
    // sha256 of "window.x=1", base64
    expect(csp).toContain(`script-src 'self' 'sha256-${createHash('sha256').update('window.x=1').digest('base64')}'`)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('unsafe-inline')
    expect(res.headers['x-content-type-options']).toBeUndefined() // the server adds those (server/security-headers.ts)
  })

  it('a file gets no page policy of its own', async () => {
    expect((await get('/assets/entry-abc123.js')).headers['content-security-policy']).toBeUndefined()
  })
})

describe('serving the build like a production host', () => {
  it('sends a hashed asset brotli-compressed, cached for a year, decoding to the original bytes', async () => {
    const res = await get('/assets/entry-abc123.js', 'gzip, deflate, br')
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script)
    expect(res.rawPayload.length).toBeLessThan(script.length / 3)
  })

  it('falls back to gzip, then to the file as it is', async () => {
    const gzipped = await get('/assets/entry-abc123.js', 'gzip')
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script)
    const plain = await get('/assets/entry-abc123.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(script)
  })

  it('has pages revalidated, compressed too', async () => {
    const res = await get('/kor', 'br')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(await readFile(path.join(dist, 'kor/index.html'), 'utf8'))
  })
})

describe("with the build's cache", () => {
  it('gives a file compressed by an earlier build the same copies, and only those the build would write', async () => {
    const other = await mkdtemp(path.join(os.tmpdir(), 'obadge-dist-cached-'))
    const files = ['assets/entry-abc123.js', 'kor/index.html', '404.html']
    try {
      for (const file of files) {
        await mkdir(path.dirname(path.join(other, 'dist', file)), { recursive: true })
        await writeFile(path.join(other, 'dist', file), await readFile(path.join(dist, file)))
      }
      const cached = () => ({ cache: openBuildCache(path.join(other, 'dist-cache')), shared: 'a' })
      expect((await precompress(path.join(other, 'dist'), cached())).reused).toBe(0)
      for (const file of files) await Promise.all(['.br', '.gz'].map((ending) => rm(path.join(other, 'dist', `${file}${ending}`), { force: true })))
      expect((await precompress(path.join(other, 'dist'), cached())).reused).toBe(files.length)
      const copies = async (root: string) => Object.fromEntries(await Promise.all(files.flatMap((file) => ['.br', '.gz'].map(async (ending) => [`${file}${ending}`, await readFile(path.join(root, `${file}${ending}`)).catch(() => 'none')]))))
      expect(await copies(path.join(other, 'dist'))).toEqual(await copies(dist))
    } finally {
      await rm(other, { recursive: true, force: true })
    }
  })
})
