import { rm } from 'node:fs/promises'
import { Writable } from 'node:stream'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { commonSecurityHeaders, dataContentSecurityPolicy, pageContentSecurityPolicy } from '../src/lib/security-headers'
import { buildServer } from './app'
import { validInquiry, validIssuance } from './test-support/test-api'
import { tinyPage, writeTinyDist } from './test-support/tiny-dist'

/**
 * Headers on every kind of answer of the one Node server, no internals in error bodies, and
 * request logs without personal data. A tiny build stands in for dist/ (the real one is checked
 * by Playwright: tests/e2e/security.spec.ts).
 */
let dist: string
let app: FastifyInstance
let behindProxy: FastifyInstance
const logLines: string[] = []

beforeAll(async () => {
  dist = await writeTinyDist('obadge-security-')
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(...chunk.toString().split('\n').filter(Boolean))
      done()
    },
  })
  app = await buildServer({ distDir: dist, databaseFile: ':memory:' }, { logStream: stream })
  behindProxy = await buildServer({ distDir: dist, databaseFile: ':memory:', trustProxy: ['127.0.0.1'] })
})
afterAll(async () => {
  await app.close()
  await behindProxy.close()
  await rm(dist, { recursive: true, force: true })
})

function expectCommonHeaders(res: LightMyRequestResponse) {
  for (const [name, value] of Object.entries(commonSecurityHeaders)) expect(res.headers[name], name).toBe(value)
  expect(res.headers['strict-transport-security']).toBeUndefined()
}

describe('security headers on every answer', () => {
  it('a page: its own policy with the hashes of its inline scripts and style attributes, no unsafe-inline', async () => {
    const res = await app.inject('/kor')
    expect(res.statusCode).toBe(200)
    expectCommonHeaders(res)
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toBe(pageContentSecurityPolicy(tinyPage))
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+' 'sha256-[^']+'(;|$)/)
    expect(csp).toContain("style-src 'self' 'unsafe-hashes' 'sha256-")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/)
  })

  it.each([
    ['a not-found page', '/kor/nothing-here', 404],
    ['a redirect', '/', 301],
    ['a file', '/assets/entry.js', 200],
    ['an API list', '/api/v1/MediaNews', 200],
    ['an API 404', '/api/v1/Nothing', 404],
    ['a badge image', '/api/badges/edu-01.svg', 200],
  ])('%s', async (_what, url, status) => {
    const res = await app.inject(url)
    expect(res.statusCode).toBe(status)
    expectCommonHeaders(res)
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/)
  })

  it.each([
    ['a page', '/kor', 'same-origin'],
    ['a not-found page', '/kor/nothing-here', 'same-origin'],
    ['a redirect', '/', 'same-origin'],
    ['a file', '/assets/entry.js', 'same-origin'],
    ['an API list', '/api/v1/MediaNews', 'same-origin'],
    ['an API 404', '/api/v1/Nothing', 'same-origin'],
    ['a badge image, which the site loads from the API\'s origin when that is another', '/api/badges/edu-01.svg', 'cross-origin'],
    ['a badge image that is not there', '/api/badges/none.svg', 'cross-origin'],
  ])('Cross-Origin-Resource-Policy of %s: %s', async (_what, url, policy) => {
    expect((await app.inject(url)).headers['cross-origin-resource-policy']).toBe(policy)
  })

  it('API errors too (400, 415, 413, 429) carry the data policy', async () => {
    const limited = await buildServer({ distDir: dist, databaseFile: ':memory:', writeLimits: { perEmailPerMinute: 1 } })
    await limited.inject({ method: 'POST', url: '/api/v1/OpenBadges', payload: validIssuance })
    const tooMany = await limited.inject({ method: 'POST', url: '/api/v1/OpenBadges', payload: validIssuance })
    await limited.close()
    const answers = [
      tooMany,
      await app.inject({ method: 'POST', url: '/api/v1/OpenBadges', payload: { ...validIssuance, name: '' } }),
      await app.inject({ method: 'POST', url: '/api/v1/OpenBadges', headers: { 'content-type': 'text/plain' }, payload: 'x' }),
      await app.inject({ method: 'POST', url: '/api/v1/OpenBadges', payload: { ...validIssuance, name: 'x'.repeat(70_000) } }),
    ]
    expect(answers.map((r) => r.statusCode)).toEqual([429, 400, 415, 413])
    for (const res of answers) {
      expectCommonHeaders(res)
      expect(res.headers['content-security-policy']).toBe(dataContentSecurityPolicy)
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin')
    }
  })

  it('HSTS only over https, and https only from a trusted proxy', async () => {
    const viaProxy = { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-proto': 'https' } }
    expect((await behindProxy.inject({ url: '/kor', ...viaProxy })).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    expect((await behindProxy.inject({ url: '/api/v1/MediaNews', ...viaProxy })).headers['strict-transport-security']).toBeDefined()
    // Not trusted: a client cannot claim https.
    expect((await app.inject({ url: '/kor', ...viaProxy })).headers['strict-transport-security']).toBeUndefined()
  })
})

describe('no internals in error bodies', () => {
  it.each(['/kor/%E0%A4%A', '/%', '/assets/%ZZ', '/kor/..%2f..%2fetc/passwd'])('%s answers without a stack or a message of the error', async (url) => {
    const res = await app.inject(url)
    expect(res.statusCode).toBeLessThan(500)
    expect(res.body).not.toMatch(/at \w+ \(|node_modules|URIError|stack|\/work\//)
    expectCommonHeaders(res)
  })
})

describe('request logs', () => {
  it('are JSON lines with method, path, status and time, and no personal data', async () => {
    logLines.length = 0
    const inquiry = { ...validInquiry, name: '김비밀', tel: '01099998888', email: 'secret.person@private.example' }
    await app.inject({ method: 'POST', url: '/api/v1/ContactUsByEmail?email=secret.person@private.example', headers: { 'accept-language': 'ko-KR' }, payload: inquiry })
    await app.inject({ method: 'POST', url: '/api/v1/OpenBadges', payload: { ...validIssuance, name: '김비밀', email: 'secret.person@private.example' } })
    await app.inject({ method: 'POST', url: '/api/v1/OpenBadges', payload: { ...validIssuance, email: 'secret.person@private' } })
    await app.inject({ method: 'POST', url: '/api/v1/OpenBadges', payload: { ...validIssuance, email: 'secret.person@private.example', tel: '01099998888' } })
    const entries = logLines.map((line) => JSON.parse(line) as Record<string, unknown>)
    const completed = entries.filter((e) => e.msg === 'request completed')
    expect(completed.length).toBe(4)
    for (const entry of completed) {
      expect(entry).toMatchObject({ res: { statusCode: expect.any(Number) }, responseTime: expect.any(Number) })
    }
    expect(entries.filter((e) => e.msg === 'incoming request')).toEqual([]) // one line per request
    expect(completed[0]).toMatchObject({ req: { method: 'POST', path: '/api/v1/ContactUsByEmail', route: '/api/v1/ContactUsByEmail' } })
    const all = logLines.join('\n')
    for (const secret of ['secret.person', '01099998888', '김비밀', 'private.example', '127.0.0.1', 'ko-KR']) expect(all).not.toContain(secret)
  })
})
