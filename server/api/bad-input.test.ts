import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import { apiLimits, fieldRules } from '../../src/generated/api-rules.gen'
import { checkResponse } from '../test-support/contract'
import { startTestApi, unlimitedWrites, validInquiry, validIssuance, type TestApi } from '../test-support/test-api'

/**
 * The bad-input matrix (server/README.md, storage): every field of every write, broken by each of
 * its contract rules, by every wrong JSON type and by control characters; unknown fields; missing,
 * empty and malformed bodies; wrong content types; oversized bodies. Each answer must be a 4xx with
 * a message in the contract's ErrorBody shape (never a 500, never a stack), and nothing is stored.
 * One API for the whole matrix: every case asserts both tables stayed empty.
 */
let api: TestApi
beforeAll(async () => {
  api = await startTestApi({ writeLimits: unlimitedWrites })
})
afterAll(async () => {
  await api.app.close()
})

const writes = [
  { operationId: 'sendContactInquiry', url: '/api/v1/ContactUsByEmail', valid: validInquiry, rules: fieldRules.ContactInquiry },
  { operationId: 'issueSampleBadge', url: '/api/v1/OpenBadges', valid: validIssuance, rules: fieldRules.IssuanceRequest },
  { operationId: 'issueSampleBadgeV3', url: '/api/v1/OpenBadgesV3', valid: validIssuance, rules: fieldRules.IssuanceRequest },
] as const

type Rule = { required: boolean; minLength?: number; maxLength?: number; pattern?: string; enum?: readonly string[] }

/** A value breaking the field's pattern, per field (what a visitor or a script might send). */
const patternBreakers: Record<string, string[]> = {
  name: [' ', '\t\n', '\u3000'],
  email: ['a@b', 'a b@c.d', '@b.co', 'a@.co', 'a@b.', 'a@@b.co', 'a@b.co ', 'visitor at mail.example'],
  tel: ['010-1234-5678', '010 1234 5678', '+821012345678', '０１０', '1e3'],
  company: ['Upper', 'with-dash', 'spa ce', '한글'],
  content: [' ', '\n\n'],
}

const controlCharacters = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009f']

/** Every way a field can be wrong by the contract: [what, value]. */
function badValues(field: string, rule: Rule): Array<[string, unknown]> {
  const cases: Array<[string, unknown]> = [
    ['a number', 123],
    ['zero', 0],
    ['true', true],
    ['null', null],
    ['an array', ['x']],
    ['an empty array', []],
    ['an object', { value: 'x' }],
  ]
  if (rule.required) cases.push(['empty', ''])
  if (rule.maxLength !== undefined) {
    cases.push([`${rule.maxLength + 1} characters`, 'x'.repeat(rule.maxLength + 1)])
    // Code points, not UTF-16 units: one more emoji than the limit.
    cases.push([`${rule.maxLength + 1} emoji`, '😀'.repeat(rule.maxLength + 1)])
  }
  if (rule.enum) cases.push(['outside the enum', 'xx-XX'], ['the enum in upper case', rule.enum[0]!.toUpperCase()])
  for (const value of patternBreakers[field] ?? []) cases.push([`pattern: ${JSON.stringify(value)}`, value])
  if (rule.pattern !== undefined || field === 'path') {
    for (const c of controlCharacters) cases.push([`control character U+${c.codePointAt(0)!.toString(16).padStart(4, '0')}`, `a${c}b@c.de`.replace('@c.de', field === 'email' ? '@c.de' : '')])
  }
  return cases
}

function expectRefused(res: LightMyRequestResponse, operationId: string, status: number, field?: string) {
  expect(res.statusCode).toBe(status)
  const body = res.json()
  expect(checkResponse(operationId, res.statusCode, String(res.headers['content-type']), body)).toEqual([])
  expect(body.resultCode).toBe(res.statusCode)
  expect(body.message).toMatch(/\S/)
  expect(res.body).not.toMatch(/stack|node_modules|\bat \w+ \(|Error:/)
  if (field !== undefined) expect(body.field).toBe(field)
  expect(api.count('contact_inquiries')).toBe(0)
  expect(api.count('issuance_requests')).toBe(0)
}

const post = (url: string, payload: string | object, headers: Record<string, string> = {}) =>
  api.app.inject({
    method: 'POST',
    url,
    headers: typeof payload === 'string' ? { 'content-type': 'application/json', ...headers } : headers,
    payload,
  })

describe.each(writes)('$url', ({ operationId, url, valid, rules }) => {
  const fields = Object.entries(rules as Record<string, Rule>)

  describe.each(fields)('field %s', (field, rule) => {
    it.each(badValues(field, rule))('%s: 400 naming the field', async (_what, value) => {
      expectRefused(await post(url, { ...valid, [field]: value }), operationId, 400, field)
    })

    if (rule.required) {
      it('missing: 400 naming the field', async () => {
        const { [field as keyof typeof valid]: _gone, ...rest } = valid
        expectRefused(await post(url, rest), operationId, 400, field)
      })
    }
  })

  it('accepts each length limit exactly, counted in code points (emoji, Hangul)', async () => {
    // The limits themselves are fine; a fresh e-mail each time keeps issuance from deduplicating.
    for (const [field, rule] of fields) {
      // Fields whose pattern allows ASCII letters and digits only (tel, company, claimCode) take no emoji or Hangul.
      if (rule.maxLength === undefined || /^\^\[[A-Za-z0-9-]+\]\+\$$/.test(rule.pattern ?? '') || field === 'email') continue
      const fresh = await startTestApi({ writeLimits: unlimitedWrites })
      try {
        for (const unit of ['😀', '한']) {
          const res = await fresh.app.inject({ method: 'POST', url, payload: { ...valid, [field]: unit.repeat(rule.maxLength) } })
          expect(res.statusCode, `${field} of ${rule.maxLength} × ${unit}`).toBe(200)
        }
      } finally {
        await fresh.app.close()
      }
    }
  })

  it.each([
    ['agree', true],
    ['agree', 'on'],
    ['id', 1],
    ['receivedAt', '2020-01-01T00:00:00.000Z'],
    ['Name', 'x'],
    ['', 'x'],
  ])('unknown field %j: 400 naming it, not silently dropped', async (field, value) => {
    expectRefused(await post(url, { ...valid, [field]: value }), operationId, 400, field)
  })

  it.each([
    ['__proto__', '{"__proto__":{"polluted":1},"name":"a"}'],
    ['constructor.prototype', '{"constructor":{"prototype":{"polluted":1}},"name":"a"}'],
  ])('prototype poisoning through %s: 400', async (_what, raw) => {
    expectRefused(await post(url, raw), operationId, 400)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it.each([
    ['no body and no content type', undefined, undefined],
    ['an empty JSON body', '', 'application/json'],
    ['null', 'null', 'application/json'],
    ['an array', JSON.stringify([valid]), 'application/json'],
    ['a string', '"hello"', 'application/json'],
    ['a number', '42', 'application/json'],
    ['broken JSON', '{"name": ', 'application/json'],
    ['JSON with a trailing comma', '{"name":"a",}', 'application/json'],
    ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), 'application/json'],
  ] as const)('%s: 400', async (_what, payload, contentType) => {
    const res = await api.app.inject({
      method: 'POST',
      url,
      ...(contentType ? { headers: { 'content-type': contentType } } : {}),
      ...(payload !== undefined ? { payload } : {}),
    })
    expectRefused(res, operationId, 400)
  })

  it.each([
    'text/plain',
    'text/plain; charset=utf-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
    'text/html',
    'application/octet-stream',
    'application/jsonp',
  ])('content type %s: 415', async (contentType) => {
    expectRefused(await post(url, JSON.stringify(valid), { 'content-type': contentType }), operationId, 415)
  })

  it('a body over the contract limit: 413 before it is parsed', async () => {
    const body = JSON.stringify({ ...valid, name: 'x'.repeat(apiLimits.bodyLimitBytes) })
    expectRefused(await post(url, body), operationId, 413)
  })

  it('a body one byte over the limit: 413; a padded body within it is judged by its fields', async () => {
    const pad = (n: number) => `${JSON.stringify(valid).slice(0, -1)}${' '.repeat(n)}}`
    const exact = pad(apiLimits.bodyLimitBytes - Buffer.byteLength(pad(0)))
    expect(Buffer.byteLength(exact)).toBe(apiLimits.bodyLimitBytes)
    expectRefused(await post(url, `${exact} `), operationId, 413)
  })

  it('an Accept-Language longer than the contract allows: 400 naming it, in English, nothing stored', async () => {
    // A valid body, so only the header can be refused (once it was not, and was stored).
    const res = await post(url, valid, { 'accept-language': 'ko-KR,'.repeat(40) })
    expectRefused(res, operationId, 400, 'Accept-Language')
    expect(res.json().message).toBe('Accept-Language is too long')
  })
})

describe('GET operations', () => {
  it.each([
    ['/api/v1/BadgeGallery?category=other', 'category'],
    ['/api/v1/BadgeGallery?category=', 'category'],
    ['/api/v1/BadgeGallery?category=EDU', 'category'],
    ['/api/v1/BadgeGallery?category=edu&category=corp', 'category'],
  ])('%s: 400', async (url, field) => {
    const res = await api.app.inject(url)
    expectRefused(res, 'listBadgeGallery', 400, field)
  })

  it('an unknown query parameter is ignored, as the contract does not forbid it (category[] is one)', async () => {
    expect((await api.app.inject('/api/v1/BadgeGallery?category=edu&utm_source=x')).statusCode).toBe(200)
    expect((await api.app.inject('/api/v1/BadgeGallery?category[]=edu')).statusCode).toBe(200)
  })
})

describe('valid edge cases are stored, never a 500', () => {
  it.each([
    ['an e-mail with a non-ASCII capital (SQLite lower() folds ASCII only)', { email: 'Ärger@mail.example' }],
    ['an e-mail whose JavaScript lower case is longer (İ)', { email: 'İnci@mail.example' }],
    ['a Hangul e-mail', { email: '홍길동@메일.한국' }],
    ['a name of emoji and a zero-width joiner', { name: '👩‍💻 개발자' }],
    ['a name with a zero-width space', { name: '\u200b홍' }],
  ])('%s', async (_what, change) => {
    const fresh = await startTestApi()
    try {
      const first = await fresh.app.inject({ method: 'POST', url: '/api/v1/OpenBadges', payload: { ...validIssuance, ...change } })
      expect(first.statusCode).toBe(200)
      expect(first.json().duplicate).toBe(false)
      const again = await fresh.app.inject({ method: 'POST', url: '/api/v1/OpenBadges', payload: { ...validIssuance, ...change } })
      expect(again.json().duplicate).toBe(true)
      expect(fresh.count('issuance_requests')).toBe(1)
    } finally {
      await fresh.app.close()
    }
  })

  it('the duplicate rule folds A-Z only', async () => {
    const fresh = await startTestApi()
    try {
      const send = (email: string) => fresh.app.inject({ method: 'POST', url: '/api/v1/OpenBadges', payload: { ...validIssuance, email } })
      expect((await send('Visitor@Mail.Example')).json().duplicate).toBe(false)
      expect((await send('visitor@mail.example')).json().duplicate).toBe(true)
      expect((await send('Ä@mail.example')).json().duplicate).toBe(false)
      expect((await send('ä@mail.example')).json().duplicate).toBe(false)
    } finally {
      await fresh.app.close()
    }
  })

  it('a content with tabs and line breaks', async () => {
    const fresh = await startTestApi()
    try {
      const res = await fresh.app.inject({ method: 'POST', url: '/api/v1/ContactUsByEmail', payload: { ...validInquiry, content: '첫 줄\r\n\t둘째 줄' } })
      expect(res.statusCode).toBe(200)
    } finally {
      await fresh.app.close()
    }
  })
})
