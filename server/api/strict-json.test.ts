import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import { listIssuanceRequests } from '../db/issuance-store'
import { checkResponse } from '../test-support/contract'
import { startTestApi, unlimitedWrites, validIssuance, type TestApi } from '../test-support/test-api'
import { firstRepeatedKey } from './strict-json'

/**
 * Bodies are UTF-8, every byte of them valid, every key once. Before,
 * `{"name":"\xff\xfe",…}` was answered 200 and stored as two U+FFFD, a UTF-16 body was a 400
 * rather than a 415, and a repeated key kept its last value. Bodies are written here as bytes.
 */
let api: TestApi
beforeAll(async () => {
  api = await startTestApi({ writeLimits: unlimitedWrites })
})
afterAll(async () => {
  await api.app.close()
})

const url = '/api/v1/OpenBadges'
const rest = `"email":"${validIssuance.email}","lang":"${validIssuance.lang}","company":"${validIssuance.company}"`
/** A valid issuance body whose name's bytes are `name`. */
const withNameBytes = (name: number[]) => Buffer.concat([Buffer.from('{"name":"'), Buffer.from(name), Buffer.from(`",${rest}}`)])

const send = (body: Buffer, contentType = 'application/json', language = 'en-US') =>
  api.app.inject({ method: 'POST', url, headers: { 'content-type': contentType, 'accept-language': language }, payload: body })

function expectRefused(res: LightMyRequestResponse, status: number, message: string, field?: string) {
  expect(res.statusCode).toBe(status)
  expect(checkResponse('issueSampleBadge', res.statusCode, String(res.headers['content-type']), res.json())).toEqual([])
  expect(res.json()).toEqual({ resultCode: status, message, ...(field === undefined ? {} : { field }) })
  expect(api.count('issuance_requests')).toBe(0)
}

describe('bytes that are not UTF-8: 400, nothing stored', () => {
  it.each([
    ['0xFF 0xFE (the issue\'s body)', [0xff, 0xfe]],
    ['a lone continuation byte', [0x80]],
    ['a truncated sequence', [0xe2, 0x82]],
    ['an overlong "/"', [0xc0, 0xaf]],
    ['an encoded surrogate (CESU-8)', [0xed, 0xa0, 0x80]],
    ['a code point past U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
  ])('%s', async (_what, bytes) => {
    expectRefused(await send(withNameBytes(bytes)), 400, 'The request body is not valid UTF-8')
  })

  it('in Korean for a Korean Accept-Language', async () => {
    expectRefused(await send(withNameBytes([0xff, 0xfe]), 'application/json', 'ko-KR'), 400, '요청 내용이 올바른 UTF-8이 아닙니다')
  })

  it('UTF-16 sent without saying so is no JSON at all: 400', async () => {
    const utf16 = Buffer.from(`\ufeff${JSON.stringify(validIssuance)}`, 'utf16le')
    expect((await send(utf16)).statusCode).toBe(400)
    expect(api.count('issuance_requests')).toBe(0)
  })

  it('an escaped surrogate without its pair ("\\ud800") cannot be stored as UTF-8: 400 naming the field', async () => {
    const body = Buffer.from(`{"name":"a\\ud800b",${rest}}`)
    expectRefused(await send(body), 400, 'A value is not valid Unicode text (name)', 'name')
  })
})

describe('another charset: 415, whatever the bytes hold', () => {
  it.each([
    ['utf-16', Buffer.from(JSON.stringify(validIssuance), 'utf16le')],
    ['UTF-16LE', Buffer.from(JSON.stringify(validIssuance), 'utf16le')],
    ['iso-8859-1', Buffer.from(JSON.stringify({ ...validIssuance, name: 'Ada' }), 'latin1')],
    ['"windows-1252"', Buffer.from(JSON.stringify({ ...validIssuance, name: 'Ada' }), 'latin1')],
    ['no-such-charset', Buffer.from(JSON.stringify(validIssuance))],
  ])('application/json; charset=%s', async (charset, body) => {
    expectRefused(await send(body, `application/json; charset=${charset}`), 415, 'The request must be application/json encoded in UTF-8')
  })
})

describe('a key twice: 400 naming it, nothing stored', () => {
  it.each([
    ['the same key', `{"name":"Ada","name":"Eve",${rest}}`, 'name'],
    ['the same key escaped differently', `{"name":"Ada","\\u006eame":"Eve",${rest}}`, 'name'],
    ['a key the contract does not declare', `{"x":1,"name":"Ada","x":2,${rest}}`, 'x'],
  ])('%s', async (_what, body, field) => {
    expectRefused(await send(Buffer.from(body)), 400, `A field appears more than once (${field})`, field)
  })
})

describe('UTF-8 is accepted, however it is labelled', () => {
  it.each([
    ['no charset', 'application/json'],
    ['charset=utf-8', 'application/json; charset=utf-8'],
    ['charset=UTF-8 quoted', 'application/json; charset="UTF-8"'],
    ['charset=utf8', 'application/json;charset=utf8'],
  ])('%s', async (_what, contentType) => {
    const fresh = await startTestApi()
    try {
      const name = '홍길동 😀'
      const res = await fresh.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload: Buffer.from(JSON.stringify({ ...validIssuance, name })) })
      expect(res.statusCode).toBe(200)
      expect(listIssuanceRequests(fresh.db).map((row) => row.name)).toEqual([name])
    } finally {
      await fresh.app.close()
    }
  })

  it('with a byte-order mark (RFC 8259 lets a parser ignore it)', async () => {
    const fresh = await startTestApi()
    try {
      const res = await fresh.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: Buffer.from(`\ufeff${JSON.stringify(validIssuance)}`) })
      expect(res.statusCode).toBe(200)
      expect(listIssuanceRequests(fresh.db).map((row) => row.name)).toEqual([validIssuance.name])
    } finally {
      await fresh.app.close()
    }
  })
})

describe('firstRepeatedKey', () => {
  it.each([
    ['{"a":1,"b":2}', undefined],
    ['{"a":{"a":1},"b":[{"a":1},{"a":2}]}', undefined],
    ['{"a":"}{,\\"a\\":","b":1}', undefined],
    ['[{"a":1},{"a":1}]', undefined],
    ['{"a":1,"b":{"c":1,"c":2}}', 'c'],
    ['{"a":[1,{"b":1}],"a":2}', 'a'],
    ['{"\\"":1,"\\u0022":2}', '"'],
  ])('%s -> %j', (text, expected) => {
    expect(firstRepeatedKey(text)).toBe(expected)
  })
})
