import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApiChild, type ApiChild } from './test-support/api-child'
import { multipartBody, pngOfBytes, validPartnerFields } from './test-support/form-body'
import { firstStatus, rawExchange, type RawOutcome, type RawRequest } from './test-support/raw-exchange'
import { validIssuance } from './test-support/test-api'
import { writeTinyDist } from './test-support/tiny-dist'
import type { TimeLimits } from './time-limits'

/**
 * No request stops the server (server/README.md, operations). Every answer of these cases was right
 * before, and the process still ended 0.4 to 10 s after it: an answer that went out before the body
 * was read left a stream whose error nobody heard. So the oracle here is not the answer but the
 * process: after each hostile request, once the server has closed its connection (every clock of
 * that body run out) or the client has hung up, the same process answers `GET /kor` 200. It runs as
 * a process of its own (api-process.ts with the pages), so an exit is seen as one, with its stderr.
 *
 * The limits are the defaults shortened, so a body's clocks run out in a fraction of a second.
 */
const limits: TimeLimits = { headersMs: 600, bodyIdleMs: 200, bodyMs: 500, requestMs: 1_000, socketIdleMs: 2_000, keepAliveMs: 1_000, checkEveryMs: 100 }
/** Past every limit of one connection: a server still holding it then is a defect of its own. */
const holdLimitMs = limits.requestMs + limits.keepAliveMs + limits.socketIdleMs

let dist: string
let folder: string
let server: ApiChild
let stderr = ''
let exitedWith: number | null | undefined

beforeAll(async () => {
  dist = await writeTinyDist('obadge-liveness-')
  folder = await mkdtemp(path.join(os.tmpdir(), 'obadge-liveness-db-'))
  server = await startApiChild({
    DATABASE_FILE: path.join(folder, 'api.sqlite'),
    DIST_DIR: dist,
    TIME_LIMITS: JSON.stringify(limits),
    WRITES_PER_EMAIL_PER_MINUTE: '1000000',
    WRITES_PER_ADDRESS_PER_MINUTE: '1000000',
  })
  server.process.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  server.process.once('exit', (code) => (exitedWith = code))
})
afterAll(async () => {
  server.process.kill('SIGKILL')
  await server.exited
  await rm(dist, { recursive: true, force: true })
  await rm(folder, { recursive: true, force: true })
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The process is still there and serves a page. */
async function expectServing(): Promise<void> {
  expect(exitedWith, `the server exited: ${stderr}`).toBeUndefined()
  const page = await fetch(`http://127.0.0.1:${server.port}/kor`, { headers: { connection: 'close' } }).catch((error: unknown) => error)
  expect(page instanceof Response ? page.status : `${page}: ${stderr}`).toBe(200)
}

/**
 * Sends `request`, waits for its connection to end, then for the body's clocks where the client
 * ended it (they were armed when it hung up), and checks the process still serves.
 */
async function survive(request: RawRequest): Promise<RawOutcome> {
  const outcome = await rawExchange(server.port, request, holdLimitMs)
  if (outcome.endedBy === 'client') await sleep(limits.bodyMs + limits.bodyIdleMs)
  await expectServing()
  return outcome
}

const host = 'Host: 127.0.0.1'
const json = JSON.stringify(validIssuance)
const partnerForm = (logoBytes: number) => multipartBody(validPartnerFields(), { name: 'logo.png', type: 'image/png', bytes: pngOfBytes(logoBytes) })

describe('a body answered before it was read (the answer went out first)', () => {
  it.each<[string, RawRequest, number]>([
    ['a page GET that declares 100 body bytes and sends 2', { head: `GET /kor HTTP/1.1\r\n${host}\r\nContent-Length: 100`, body: Buffer.from('ab') }, 200],
    ['a page GET whose body arrives after the answer', { head: `GET /kor HTTP/1.1\r\n${host}\r\nContent-Length: 4`, body: Buffer.from('abcd'), sendFirst: 1, pauseMs: 50 }, 200],
    ['a HEAD with a stalled body', { head: `HEAD /kor HTTP/1.1\r\n${host}\r\nContent-Length: 10`, body: Buffer.from('a') }, 200],
    ['a write declaring 10 MB, 70 kB sent', { head: `POST /api/v1/OpenBadges HTTP/1.1\r\n${host}\r\nContent-Type: application/json\r\nContent-Length: 10000000`, body: Buffer.alloc(70_000, 'a') }, 413],
    ['a write of 70 kB, all of it sent', { head: `POST /api/v1/OpenBadges HTTP/1.1\r\n${host}\r\nContent-Type: application/json\r\nContent-Length: 70000`, body: Buffer.alloc(70_000, ' ') }, 413],
    ['a text body to a JSON operation, half sent', { head: `POST /api/v1/OpenBadges HTTP/1.1\r\n${host}\r\nContent-Type: text/plain\r\nContent-Length: 200`, body: Buffer.alloc(100, 'a') }, 415],
    ['a form to a JSON operation, half sent', { head: `POST /api/v1/ContactUsByEmail HTTP/1.1\r\n${host}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 200`, body: Buffer.from('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n') }, 415],
    ['JSON to the form operation, half sent', { head: `POST /api/v1/PartnerEventRequest HTTP/1.1\r\n${host}\r\nContent-Type: application/json\r\nContent-Length: 400`, body: Buffer.from(json) }, 415],
    ['a PUT on an operation with a stalled body', { head: `PUT /api/v1/OpenBadges HTTP/1.1\r\n${host}\r\nContent-Type: application/json\r\nContent-Length: 400`, body: Buffer.from('{') }, 405],
    ['a body to an unknown API address', { head: `POST /api/v1/Nothing HTTP/1.1\r\n${host}\r\nContent-Type: application/json\r\nContent-Length: 400`, body: Buffer.from('{') }, 404],
    ['a POST to a page with a stalled body', { head: `POST /kor HTTP/1.1\r\n${host}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 400`, body: Buffer.from('a=') }, 405],
    ['a form with a logo past the limit (240 kB), sent whole', { head: '', body: Buffer.alloc(0) }, 413],
  ])('%s: answered, and the process still serves once the connection has ended', async (_name, request, status) => {
    const form = partnerForm(240_000)
    const sent =
      request.head === ''
        ? { head: `POST /api/v1/PartnerEventRequest HTTP/1.1\r\n${host}\r\nContent-Type: ${form.contentType}\r\nContent-Length: ${form.body.length}`, body: form.body }
        : request
    const { received } = await survive(sent)
    expect(firstStatus(received)).toBe(status)
  })
})

describe('a body that stops, or whose client goes', () => {
  it.each<[string, RawRequest]>([
    ['a JSON write idle after its first byte', { head: `POST /api/v1/OpenBadges HTTP/1.1\r\n${host}\r\nContent-Type: application/json\r\nContent-Length: ${json.length}`, body: Buffer.from(json), sendFirst: 1, sendRest: false }],
    ['a chunked write whose last chunk never comes', { head: `POST /api/v1/OpenBadges HTTP/1.1\r\n${host}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked`, body: Buffer.from('1\r\n{\r\n') }],
    ['a form whose closing boundary never comes', { head: `POST /api/v1/PartnerEventRequest HTTP/1.1\r\n${host}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 5000`, body: Buffer.from('--x\r\nContent-Disposition: form-data; name="lang"\r\n\r\nko-KR\r\n') }],
    ['a form idle in the middle of its logo', { ...formCut(60_000), sendRest: false }],
  ])('%s: 408, and the process still serves', async (_name, request) => {
    const { received } = await survive(request)
    expect(firstStatus(received)).toBe(408)
  })

  it.each<[string, RawRequest]>([
    ['a JSON write', { head: `POST /api/v1/OpenBadges HTTP/1.1\r\n${host}\r\nContent-Type: application/json\r\nContent-Length: ${json.length}`, body: Buffer.from(json), sendFirst: 1, sendRest: false, hangUpAfterMs: 50 }],
    ['a page GET with a body', { head: `GET /kor HTTP/1.1\r\n${host}\r\nContent-Length: 100`, body: Buffer.from('ab'), hangUpAfterMs: 50 }],
    ['a chunked write', { head: `POST /api/v1/ContactUsByEmail HTTP/1.1\r\n${host}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked`, body: Buffer.from('1\r\n{\r\n'), hangUpAfterMs: 50 }],
    ['a form in the middle of its logo', { ...formCut(60_000), sendRest: false, hangUpAfterMs: 50 }],
  ])('%s whose client hangs up mid-body: the process still serves', async (_name, request) => {
    const { endedBy } = await survive(request)
    expect(endedBy).toBe('client')
  })
})

/** A partner's form with a 100 kB logo, of which only the first `bytes` go out. */
function formCut(bytes: number): RawRequest {
  const form = partnerForm(100_000)
  return { head: `POST /api/v1/PartnerEventRequest HTTP/1.1\r\n${host}\r\nContent-Type: ${form.contentType}\r\nContent-Length: ${form.body.length}`, body: form.body, sendFirst: bytes }
}

describe('a request without Host', () => {
  // Node's own answer was a bare 400: no security header, no body, no log line.
  it.each([
    ['/kor', 'ko-KR', '요청에 Host 헤더가 없습니다'],
    ['/api/v1/MediaNews', 'en-US', 'The request has no Host header'],
  ])('%s is answered 400 in the contract\'s shape and the request\'s language, with the security headers', async (address, language, message) => {
    const { received } = await survive({ head: `GET ${address} HTTP/1.1\r\nAccept-Language: ${language}` })
    expect(firstStatus(received)).toBe(400)
    expect(received).toMatch(/\r\nx-content-type-options: nosniff\r\n/i)
    expect(received).toMatch(/\r\nconnection: close\r\n/i)
    expect(JSON.parse(Buffer.from(received.slice(received.indexOf('\r\n\r\n') + 4), 'latin1').toString('utf8'))).toEqual({ resultCode: 400, message })
  })
})

describe('partner requests with a real logo', () => {
  // Each used to go unanswered from about 16 kB (the form's bytes held behind a stream nobody
  // read), then ended the process.
  it.each([18_000, 26_000, 41_000, 63_000, 150_000, 200_000])('a %d-byte PNG logo is answered 200 and the process still serves', async (logoBytes) => {
    const form = partnerForm(logoBytes)
    const { received } = await survive({ head: `POST /api/v1/PartnerEventRequest HTTP/1.1\r\n${host}\r\nConnection: close\r\nContent-Type: ${form.contentType}\r\nContent-Length: ${form.body.length}`, body: form.body })
    expect(firstStatus(received)).toBe(200)
  })
})

describe('raw requests of any shape, size and pace (fast-check)', () => {
  const methods = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'] as const
  const paths = ['/kor', '/nothing', '/api/v1/OpenBadges', '/api/v1/ContactUsByEmail', '/api/v1/PartnerEventRequest', '/api/v1/MediaNews', '/api/v1/Nothing', '/api'] as const
  const types = [undefined, 'application/json', 'text/plain', 'multipart/form-data; boundary=x', 'multipart/form-data', 'application/x-www-form-urlencoded'] as const
  const request = fc
    .record({
      method: fc.constantFrom(...methods),
      path: fc.constantFrom(...paths),
      type: fc.constantFrom(...types),
      framing: fc.constantFrom('length', 'chunked', 'none'),
      body: fc.oneof(fc.constant(json), fc.string({ maxLength: 200 }), fc.nat({ max: 90_000 }).map((n) => 'a'.repeat(n))),
      declaredExtra: fc.oneof(fc.constant(0), fc.nat({ max: 10_000_000 })),
      sentShare: fc.double({ min: 0, max: 1, noNaN: true }),
      pauseMs: fc.nat({ max: 300 }),
      sendRest: fc.boolean(),
      hangUpAfterMs: fc.option(fc.nat({ max: 400 }), { nil: undefined }),
      keepAlive: fc.boolean(),
    })
    .map((r): RawRequest => {
      const body = Buffer.from(r.framing === 'chunked' ? `${Buffer.byteLength(r.body).toString(16)}\r\n${r.body}\r\n${r.sendRest ? '0\r\n\r\n' : ''}` : r.body)
      const headers = [
        `${r.method} ${r.path} HTTP/1.1`,
        host,
        ...(r.type ? [`Content-Type: ${r.type}`] : []),
        ...(r.framing === 'length' ? [`Content-Length: ${body.length + r.declaredExtra}`] : r.framing === 'chunked' ? ['Transfer-Encoding: chunked'] : []),
        ...(r.keepAlive ? [] : ['Connection: close']),
      ]
      return {
        head: headers.join('\r\n'),
        body: r.framing === 'none' ? Buffer.alloc(0) : body,
        sendFirst: Math.floor(body.length * r.sentShare),
        pauseMs: r.pauseMs,
        sendRest: r.sendRest,
        ...(r.hangUpAfterMs === undefined ? {} : { hangUpAfterMs: r.hangUpAfterMs }),
      }
    })

  it('every one is answered below 500 or ended, and the process serves after each', async () => {
    await fc.assert(
      fc.asyncProperty(request, async (sent) => {
        const { received } = await survive(sent)
        const status = firstStatus(received)
        if (status !== undefined) expect(status, received.slice(0, 300)).toBeLessThan(500)
      }),
      { numRuns: 40 },
    )
  })
})

describe('after all of the above', () => {
  it('the process never exited and answers a page', async () => {
    await sleep(limits.bodyMs + limits.bodyIdleMs)
    await expectServing()
  })
})
