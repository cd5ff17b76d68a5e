import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkResponse } from '../test-support/contract'
import { startTestApi, type TestApi } from '../test-support/test-api'
import { chooseEncoding } from './list-answer'

/**
 * The lists (server/README.md, operations) went out as they were: 31 kB uncompressed, no validator,
 * no cache time. Now compressed as the client accepts, with an ETag, a short Cache-Control and 304.
 */
let api: TestApi
beforeAll(async () => {
  api = await startTestApi()
})
afterAll(async () => {
  await api.app.close()
})

const lists = [
  ['listMediaNews', '/api/v1/MediaNews'],
  ['listBadgeGallery', '/api/v1/BadgeGallery?category=all'],
] as const
const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers })

describe.each(lists)('%s', (operationId, url) => {
  it('is compressed with brotli or gzip as Accept-Encoding asks, the same list as uncompressed', async () => {
    const plain = await get(url, { 'accept-encoding': 'identity' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    const list: unknown = plain.json()
    expect(checkResponse(operationId, 200, String(plain.headers['content-type']), list)).toEqual([])

    const brotli = await get(url, { 'accept-encoding': 'gzip, deflate, br' })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(list)
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)

    const gzip = await get(url, { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(list)

    for (const answer of [plain, brotli, gzip]) {
      expect(answer.statusCode).toBe(200)
      expect(answer.headers.vary).toContain('Accept-Encoding')
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8')
    }
  })

  it('has one ETag in every encoding and Cache-Control: public, max-age=60', async () => {
    const answers = await Promise.all(['identity', 'gzip', 'br'].map((encoding) => get(url, { 'accept-encoding': encoding })))
    const etag = answers[0]!.headers.etag
    expect(etag).toMatch(/^W\/"[^"]+"$/)
    for (const answer of answers) {
      expect(answer.headers.etag).toBe(etag)
      expect(answer.headers['cache-control']).toBe('public, max-age=60')
    }
  })

  it('answers 304 without a body to If-None-Match with its ETag, and 200 to another', async () => {
    const first = await get(url, { 'accept-encoding': 'br' })
    const etag = String(first.headers.etag)
    for (const ifNoneMatch of [etag, `"other", ${etag}`, etag.replace(/^W\//, ''), '*']) {
      const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': ifNoneMatch })
      expect(again.statusCode, ifNoneMatch).toBe(304)
      expect(again.rawPayload.length).toBe(0)
      expect(again.headers.etag).toBe(etag)
      expect(again.headers['cache-control']).toBe('public, max-age=60')
      expect(checkResponse(operationId, 304, undefined, undefined)).toEqual([])
    }
    const changed = await get(url, { 'if-none-match': 'W/"an-older-list"' })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toEqual(JSON.parse(brotliDecompressSync(first.rawPayload).toString()))
  })
})

describe('the ETag follows the list', () => {
  it('differs between gallery tabs, and changes when the provider edits a list', async () => {
    const tags = await Promise.all(['all', 'edu', 'corp'].map(async (category) => (await get(`/api/v1/BadgeGallery?category=${category}`)).headers.etag))
    expect(new Set(tags).size).toBe(3)

    const before = await get('/api/v1/MediaNews')
    api.db.prepare('UPDATE press_items SET title = ? WHERE id = (SELECT max(id) FROM press_items)').run('고친 제목')
    const after = await get('/api/v1/MediaNews', { 'if-none-match': String(before.headers.etag) })
    expect(after.statusCode).toBe(200)
    expect(after.headers.etag).not.toBe(before.headers.etag)
    expect(JSON.stringify(after.json())).toContain('고친 제목')
  })
})

describe('Accept-Encoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['gzip, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['deflate', undefined],
    ['gzip;q=0.5, br;q=0', 'gzip'],
    ['br;q=0, *', 'gzip'],
  ])('%j → %s', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding)
  })
})
