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

describe("the gallery's names follow Accept-Language", () => {
  const gallery = '/api/v1/BadgeGallery?category=edu'
  const names = async (acceptLanguage: string | undefined) => {
    const answer = await get(gallery, acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage })
    expect(answer.statusCode).toBe(200)
    const { data } = answer.json<{ data: { badgeTitle: string; issuerName: string }[] }>()
    return { answer, first: data[0], fifth: data[4] }
  }

  it('answers each language its own names, says it varies by language, and a cache keeps them apart', async () => {
    const korean = await names('ko-KR,ko;q=0.9,en;q=0.8')
    expect(korean.first).toMatchObject({ badgeTitle: '디지털 리터러시 기초', issuerName: '한빛샘플대학교' })
    expect(korean.fifth).toMatchObject({ badgeTitle: '학술적 글쓰기 기초', issuerName: '메이플예시칼리지' })
    const english = await names('en-US')
    expect(english.first).toMatchObject({ badgeTitle: 'Digital Literacy Basics', issuerName: 'Hanbit Sample University' })
    expect(english.fifth).toMatchObject({ badgeTitle: 'Academic Writing Fundamentals', issuerName: 'Maple Example College' })
    // The site's rule: Korean when the most preferred language is Korean, English otherwise.
    expect((await names('fr-FR,ko;q=0.5')).first?.badgeTitle).toBe('Digital Literacy Basics')
    expect((await names(undefined)).first?.badgeTitle).toBe('Digital Literacy Basics')
    for (const { answer } of [korean, english]) expect(String(answer.headers.vary).split(/,\s*/)).toEqual(expect.arrayContaining(['Accept-Language', 'Accept-Encoding']))
    expect(korean.answer.headers.etag).not.toBe(english.answer.headers.etag)
    // The press list is the same in every language: its answer does not vary by it.
    expect(String((await get('/api/v1/MediaNews')).headers.vary)).not.toContain('Accept-Language')
    // And the process still serves.
    expect((await get('/api/v1/MediaNews')).statusCode).toBe(200)
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
