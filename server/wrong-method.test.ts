import { rm } from 'node:fs/promises'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiOperations } from '../src/generated/operations/index.gen'
import { commonSecurityHeaders, pageContentSecurityPolicy } from '../src/lib/security-headers'
import { buildServer } from './app'
import { checkResponse } from './test-support/contract'
import { tinyPage, writeTinyDist } from './test-support/tiny-dist'

/**
 * A known address asked with another method is a 405 with `Allow` (in the
 * contract's shape under /api), anything else the site's or the API's 404; before, all were 404,
 * and on pages fastify's default body echoed the method and path.
 */
let dist: string
let app: FastifyInstance

beforeAll(async () => {
  dist = await writeTinyDist('obadge-methods-')
  app = await buildServer({ distDir: dist, databaseFile: ':memory:' })
})
afterAll(async () => {
  await app.close()
  await rm(dist, { recursive: true, force: true })
})

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS' | 'TRACE' | 'PROPFIND'
const send = (method: Method, url: string, extra: { contentType?: string; language?: string } = {}) =>
  app.inject({
    method: method as 'GET',
    url,
    headers: { ...(extra.contentType ? { 'content-type': extra.contentType } : {}), 'accept-language': extra.language ?? 'en-US' },
    ...(extra.contentType ? { payload: 'not the body this address takes' } : {}),
  })

function expectNoEcho(res: LightMyRequestResponse, method: string, url: string) {
  expect(res.body).not.toContain(`${method}:${url}`)
  expect(res.body).not.toMatch(/Route .* not found|"error":/)
  for (const [name, value] of Object.entries(commonSecurityHeaders)) expect(res.headers[name], name).toBe(value)
}

const operations = Object.values(apiOperations).map((operation) => ({ id: operation.id, url: `/api/v1${operation.path}`, method: operation.method.toUpperCase() }))
const otherMethods = (declared: string): Method[] =>
  (['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'TRACE', 'PROPFIND'] as const).filter((m) => m !== declared && !(declared === 'GET' && m === 'HEAD'))

describe('an operation asked with another method: 405, Allow, the contract\'s shape', () => {
  const cases = operations.flatMap((operation) => otherMethods(operation.method).map((method) => [`${method} ${operation.url}`, operation, method] as const))

  it.each(cases)('%s', async (_name, operation, method) => {
    const res = await send(method, operation.url)
    expect(res.statusCode).toBe(405)
    expect(res.headers.allow).toBe(operation.method === 'GET' ? 'GET, HEAD' : operation.method)
    expectNoEcho(res, method, operation.url)
    if (method === 'HEAD') return expect(res.body).toBe('')
    expect(checkResponse(operation.id, 405, String(res.headers['content-type']), res.json())).toEqual([])
    expect(res.json().message).toBe(`This address accepts ${res.headers.allow} only`)
  })

  it('the method is judged before the body: a text body to a GET operation is a 405, not a 415', async () => {
    const res = await send('POST', '/api/v1/MediaNews', { contentType: 'text/plain', language: 'ko-KR' })
    expect(res.statusCode).toBe(405)
    expect(res.json()).toEqual({ resultCode: 405, message: '이 주소는 GET, HEAD 요청만 받습니다' })
  })

  it('a badge image is GET and HEAD only; an image that is not there, and an unknown path, are the API\'s 404', async () => {
    const image = await send('DELETE', '/api/badges/edu-01.svg')
    expect([image.statusCode, image.headers.allow]).toEqual([405, 'GET, HEAD'])
    for (const url of ['/api/badges/none.svg', '/api/v1/Nothing', '/api']) {
      const res = await send('POST', url)
      expect(res.statusCode, url).toBe(404)
      expect(res.json().resultCode).toBe(404)
      expect(res.headers.allow).toBeUndefined()
    }
  })
})

describe('the site asked with another method', () => {
  it.each([
    ['a page', '/kor'],
    ['a page\'s second address (its trailing slash)', '/kor/'],
    ['a redirect to a page', '/'],
    ['a file', '/assets/entry.js'],
  ])('%s: 405, Allow: GET, HEAD, a plain sentence', async (_what, url) => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND'] as const) {
      const res = await send(method, url)
      expect(res.statusCode, `${method} ${url}`).toBe(405)
      expect(res.headers.allow).toBe('GET, HEAD')
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
      expect(res.body).toBe('This address accepts GET, HEAD only.')
      expectNoEcho(res, method, url)
    }
    expect((await send('POST', url, { language: 'ko-KR' })).body).toBe('이 주소는 GET, HEAD 요청만 받습니다.')
  })

  it('whatever body it carries: no content type or parser answers first', async () => {
    const res = await send('POST', '/kor', { contentType: 'application/xml' })
    expect(res.statusCode).toBe(405)
  })

  it.each([
    ['an unknown path of a language', '/kor/nothing-here'],
    ['an unknown first segment (the guard)', '/jpn/service'],
    ['the same with a trailing slash', '/jpn/service/'],
  ])('%s: the site\'s not-found page with 404, as a GET gets it', async (_what, url) => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PROPFIND'] as const) {
      const res = await send(method, url)
      expect(res.statusCode, `${method} ${url}`).toBe(404)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.body).toBe(tinyPage)
      expect(res.headers['content-security-policy']).toBe(pageContentSecurityPolicy(tinyPage))
      expect(res.headers.allow).toBeUndefined()
      expectNoEcho(res, method, url)
    }
  })

  it('HEAD answers as GET does, without a body', async () => {
    for (const [url, status] of [['/kor', 200], ['/kor/nothing-here', 404], ['/assets/entry.js', 200], ['/api/v1/MediaNews', 200]] as const) {
      const get = await send('GET', url)
      const head = await send('HEAD', url)
      expect([head.statusCode, head.body], url).toEqual([status, ''])
      expect(head.headers['content-type']).toBe(get.headers['content-type'])
      expect(head.headers['content-security-policy']).toBe(get.headers['content-security-policy'])
    }
  })
})
