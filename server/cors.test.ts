import { rm } from 'node:fs/promises'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiOperations } from '../src/generated/operations/index.gen'
import { commonSecurityHeaders, dataContentSecurityPolicy } from '../src/lib/security-headers'
import { buildServer } from './app'
import { parseCorsOrigins, serverConfig } from './config'
import { validInquiry, validIssuance } from './test-support/test-api'
import { writeTinyDist } from './test-support/tiny-dist'

/**
 * A site built with VITE_API_ORIGIN calls the API from another origin. The
 * server grants CORS to the origins of CORS_ORIGINS, on the five operations and the badge images
 * only; with none set it is same-origin only. What a browser does with these headers is
 * tests/e2e/second-origin.spec.ts.
 */
const site = 'http://127.0.0.1:4531'
const stranger = 'https://elsewhere.example'
const image = '/api/badges/edu-01.svg'
const operations = Object.values(apiOperations).map((o) => ({ url: `/api/v1${o.path}`, method: o.method.toUpperCase() }))

let dist: string
let open: FastifyInstance
let closed: FastifyInstance

beforeAll(async () => {
  dist = await writeTinyDist('obadge-cors-')
  open = await buildServer({ distDir: dist, databaseFile: ':memory:', corsOrigins: parseCorsOrigins(`https://www.obadge.example, ${site}`) })
  closed = await buildServer({ distDir: dist, databaseFile: ':memory:', corsOrigins: parseCorsOrigins(undefined) })
})
afterAll(async () => {
  await open.close()
  await closed.close()
  await rm(dist, { recursive: true, force: true })
})

const preflight = (app: FastifyInstance, url: string, origin: string, method = 'POST') =>
  app.inject({ method: 'OPTIONS', url, headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'accept-language,content-type' } })

const corsHeaders = (res: LightMyRequestResponse) => Object.keys(res.headers).filter((name) => name.startsWith('access-control-'))
const varies = (res: LightMyRequestResponse) => String(res.headers.vary ?? '').split(/,\s*/)

function expectSecurityHeaders(res: LightMyRequestResponse) {
  for (const [name, value] of Object.entries(commonSecurityHeaders)) expect(res.headers[name], name).toBe(value)
  expect(res.headers['content-security-policy']).toBe(dataContentSecurityPolicy)
}

describe('CORS_ORIGINS', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['https://www.obadge.example', ['https://www.obadge.example']],
    [' https://www.obadge.example , http://127.0.0.1:4173 ', ['https://www.obadge.example', 'http://127.0.0.1:4173']],
    ['http://[::1]:8080', ['http://[::1]:8080']],
  ])('%j -> %j', (value, expected) => {
    expect(parseCorsOrigins(value)).toEqual(expected)
  })

  it.each([
    ['*', /"\*" would let any site call the API/],
    ['https://www.obadge.example/', /not an origin/],
    ['https://www.obadge.example/kor', /not an origin/],
    ['https://WWW.obadge.example', /not an origin/],
    ['https://www.obadge.example:443', /not an origin/],
    ['www.obadge.example', /not an origin/],
    ['ftp://files.obadge.example', /not an origin/],
    ['null', /not an origin/],
    ['https://www.obadge.example;http://127.0.0.1:4173', /not an origin/],
  ])('stops the server at start on %j, naming the setting', (value, reason) => {
    expect(() => serverConfig({ CORS_ORIGINS: value })).toThrow(/^CORS_ORIGINS: /)
    expect(() => parseCorsOrigins(value)).toThrow(reason)
  })
})

describe('a preflight from a named origin', () => {
  it.each([...operations, { url: image, method: 'GET' }])('$method $url: 204 granting that origin, the method and the site\'s two headers', async ({ url, method }) => {
    const res = await preflight(open, url, site, method)
    expect(res.statusCode).toBe(204)
    expect(res.headers['access-control-allow-origin']).toBe(site)
    expect(res.headers['access-control-allow-methods']).toBe(method)
    expect(String(res.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/).sort()).toEqual(['accept-language', 'content-type'])
    expect(res.headers['access-control-allow-credentials']).toBeUndefined()
    expect(Number(res.headers['access-control-max-age'])).toBeGreaterThan(0)
    expect(varies(res)).toContain('Origin')
    expectSecurityHeaders(res)
  })

  it('grants each named origin its own, never the list or *', async () => {
    const res = await preflight(open, '/api/v1/OpenBadges', 'https://www.obadge.example')
    expect(res.headers['access-control-allow-origin']).toBe('https://www.obadge.example')
  })
})

describe('refused: no Access-Control-Allow-Origin', () => {
  it.each([
    ['from another origin', '/api/v1/OpenBadges', stranger],
    ['from an origin differing only in scheme', '/api/v1/OpenBadges', site.replace('http:', 'https:')],
    ['from an origin differing only in port', '/api/v1/OpenBadges', 'http://127.0.0.1:4532'],
    ['to a path the contract does not declare', '/api/v1/Nothing', site],
    ['to the API root', '/api', site],
    ['to a folder under /api, not a badge image', '/api/badges/', site],
  ])('a preflight %s: the API\'s 404, still with the security headers', async (_what, url, origin) => {
    const res = await preflight(open, url, origin)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ resultCode: 404 })
    expect(corsHeaders(res)).toEqual([])
    expectSecurityHeaders(res)
  })

  it.each([
    ['a page', '/kor'],
    ['an asset', '/assets/entry.js'],
  ])('%s gets no grant, from a named origin either, preflight or not', async (_what, url) => {
    const get = await open.inject({ url, headers: { origin: site } })
    expect(get.statusCode).toBe(200)
    expect(corsHeaders(get)).toEqual([])
    expect(varies(get)).not.toContain('Origin')
    expect(corsHeaders(await preflight(open, url, site, 'GET'))).toEqual([])
  })

  it('an OPTIONS that is no preflight (no Access-Control-Request-Method) is the API\'s 404', async () => {
    const res = await open.inject({ method: 'OPTIONS', url: '/api/v1/OpenBadges', headers: { origin: site } })
    expect(res.statusCode).toBe(404)
    expect(corsHeaders(res)).toEqual([])
  })

  it('another origin\'s request is answered (a server cannot stop a browser sending it) but its page may not read it', async () => {
    const res = await open.inject({ url: '/api/v1/MediaNews', headers: { origin: stranger } })
    expect(res.statusCode).toBe(200)
    expect(corsHeaders(res)).toEqual([])
    expect(varies(res)).toContain('Origin')
  })
})

describe('the answers themselves', () => {
  const send = (options: InjectOptions) => open.inject({ ...options, headers: { origin: site, 'accept-language': 'ko-KR', ...options.headers } })

  it.each([
    ['the gallery', { url: '/api/v1/BadgeGallery?category=corp' }, 200],
    ['the press list', { url: '/api/v1/MediaNews' }, 200],
    ['an issuance', { method: 'POST', url: '/api/v1/OpenBadgesV3', payload: validIssuance }, 200],
    ['an inquiry', { method: 'POST', url: '/api/v1/ContactUsByEmail', payload: validInquiry }, 200],
    ['a refusal the site shows in its words', { method: 'POST', url: '/api/v1/OpenBadges', payload: { ...validIssuance, email: 'x' } }, 400],
    ['a body that is not JSON', { method: 'POST', url: '/api/v1/OpenBadges', headers: { 'content-type': 'text/plain' }, payload: 'x' }, 415],
    ['a body over the limit', { method: 'POST', url: '/api/v1/OpenBadges', payload: { ...validIssuance, name: 'x'.repeat(70_000) } }, 413],
    ['a badge image', { url: image }, 200],
  ] as const)('%s: readable by the named origin, varying by Origin, with the security headers', async (_what, options, status) => {
    const res = await send(options as InjectOptions)
    expect(res.statusCode).toBe(status)
    expect(res.headers['access-control-allow-origin']).toBe(site)
    expect(varies(res)).toContain('Origin')
    expectSecurityHeaders(res)
  })

  it('a 429 carries the grant, so the site can read its Retry-After sentence', async () => {
    const limited = await buildServer({ distDir: dist, databaseFile: ':memory:', corsOrigins: [site], writeLimits: { perEmailPerMinute: 1 } })
    const post = () => limited.inject({ method: 'POST', url: '/api/v1/OpenBadges', headers: { origin: site }, payload: validIssuance })
    await post()
    const res = await post()
    await limited.close()
    expect(res.statusCode).toBe(429)
    expect(res.headers['access-control-allow-origin']).toBe(site)
  })

  it('a badge image may be embedded by another origin: no Cross-Origin-Resource-Policy narrower than cross-origin', async () => {
    for (const origin of [site, stranger]) {
      const res = await open.inject({ url: image, headers: { origin } })
      expect(res.statusCode).toBe(200)
      expect(res.headers['cross-origin-resource-policy'] ?? 'cross-origin').toBe('cross-origin')
    }
  })

  it('a same-origin read (no Origin) gets no grant but still varies by Origin, so a cache keeps the two apart', async () => {
    const res = await open.inject('/api/v1/MediaNews')
    expect(corsHeaders(res)).toEqual([])
    expect(varies(res)).toContain('Origin')
  })
})

describe('by default (no CORS_ORIGINS): same-origin only', () => {
  it.each([...operations, { url: image, method: 'GET' }])('$method $url: a preflight is the API\'s 404 without a grant', async ({ url, method }) => {
    const res = await preflight(closed, url, site, method)
    expect(res.statusCode).toBe(404)
    expect(corsHeaders(res)).toEqual([])
    expectSecurityHeaders(res)
  })

  it('a cross-origin read or write is answered without a grant, and the same-origin answer is as before', async () => {
    for (const res of [
      await closed.inject({ url: '/api/v1/BadgeGallery', headers: { origin: site } }),
      await closed.inject({ method: 'POST', url: '/api/v1/OpenBadges', headers: { origin: site }, payload: validIssuance }),
      await closed.inject({ url: image, headers: { origin: site } }),
    ]) {
      expect(res.statusCode).toBe(200)
      expect(corsHeaders(res)).toEqual([])
    }
    expect(varies(await closed.inject('/api/v1/MediaNews'))).not.toContain('Origin')
  })
})
