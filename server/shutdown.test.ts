import { rm } from 'node:fs/promises'
import type { IncomingMessage } from 'node:http'
import net from 'node:net'
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { commonSecurityHeaders, dataContentSecurityPolicy } from '../src/lib/security-headers'
import { buildServer } from './app'
import { checkResponse } from './test-support/contract'
import { validIssuance } from './test-support/test-api'
import { writeTinyDist } from './test-support/tiny-dist'

/**
 * Requests on kept-alive connections while the server closes (server/README.md, operations).
 * SIGTERM calls `app.close()` (server/main.ts); this calls it directly. A connection busy when
 * closing begins stays open: here each of two sockets has a POST whose body is still arriving, then
 * sends the rest of it and, on the same connection, one more request. The POST, taken before
 * closing, is answered as usual; the next request gets the 503 in the contract's shape. Before,
 * fastify answered it itself: `{"error":"Service Unavailable",…}`, no headers, no Retry-After, no
 * log line.
 */
let dist: string
let app: FastifyInstance
let port: number
/** Every request the HTTP server has parsed the head of, in order. */
const requests: IncomingMessage[] = []
const logLines: Array<{ msg?: string; req?: { path?: string }; res?: { statusCode?: number } }> = []

beforeAll(async () => {
  dist = await writeTinyDist('obadge-shutdown-')
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as (typeof logLines)[number])
      done()
    },
  })
  app = await buildServer({ distDir: dist, databaseFile: ':memory:' }, { logStream: stream })
  app.server.on('request', (request: IncomingMessage) => requests.push(request))
  await app.listen({ host: '127.0.0.1', port: 0 })
  port = (app.server.address() as net.AddressInfo).port
})
afterAll(async () => {
  await app.close()
  await rm(dist, { recursive: true, force: true })
})

interface Answer {
  status: number
  headers: Record<string, string>
  body: string
}

/** The answers on one connection, in order (Content-Length framed, as the server sends them). */
function parseAnswers(raw: string): Answer[] {
  const answers: Answer[] = []
  let rest = raw
  while (rest.length > 0) {
    const end = rest.indexOf('\r\n\r\n')
    const [statusLine, ...headerLines] = rest.slice(0, end).split('\r\n')
    const headers = Object.fromEntries(headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]))
    const length = Number(headers['content-length'] ?? 0)
    const bodyBytes = Buffer.from(rest.slice(end + 4)).subarray(0, length)
    answers.push({ status: Number(statusLine!.split(' ')[1]), headers, body: bodyBytes.toString() })
    rest = Buffer.from(rest.slice(end + 4)).subarray(length).toString()
  }
  return answers
}

/** A connection with a POST whose body has not finished arriving. */
function busyConnection(email: string) {
  const body = JSON.stringify({ ...validIssuance, email })
  const socket = net.connect(port, '127.0.0.1')
  let received = ''
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()))
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)))
  socket.write(`POST /api/v1/OpenBadges HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nAccept-Language: en-US\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 5)}`)
  return { socket, rest: body.slice(5), closed }
}

describe('requests that arrive while the server shuts down', () => {
  it('are answered 503 with Retry-After, in the contract shape, with the security headers and a log line', async () => {
    const api = busyConnection('closing-api@mail.example')
    const page = busyConnection('closing-page@mail.example')
    // Both POSTs are in the server's hands (routed, reading their bodies) before it closes.
    await expect.poll(() => new Promise<number>((resolve) => app.server.getConnections((_error, count) => resolve(count)))).toBe(2)
    // Past the shutdown check (preParsing) when their bodies are being read, whatever the
    // machine's load: waited for, not given a fixed 200 ms.
    await expect.poll(() => requests.filter((request) => request.readableFlowing === true).length).toBe(2)

    const closed = app.close()
    // Closing has begun once the server stops listening.
    await expect.poll(() => app.server.listening).toBe(false)
    api.socket.write(`${api.rest}GET /api/v1/MediaNews HTTP/1.1\r\nHost: x\r\nAccept-Language: ko-KR\r\n\r\n`)
    page.socket.write(`${page.rest}GET /kor HTTP/1.1\r\nHost: x\r\n\r\n`)
    const apiAnswers = parseAnswers(await api.closed)
    const pageAnswers = parseAnswers(await page.closed)
    await closed

    // Taken before closing began: answered and stored as usual.
    expect(apiAnswers[0]!.status).toBe(200)
    expect(pageAnswers[0]!.status).toBe(200)

    const refusedApi = apiAnswers[1]!
    expect(refusedApi.status).toBe(503)
    expect(JSON.parse(refusedApi.body)).toEqual({ resultCode: 503, message: '서비스를 잠시 이용할 수 없습니다' })
    expect(checkResponse('listMediaNews', 503, refusedApi.headers['content-type'], JSON.parse(refusedApi.body))).toEqual([])
    expect(Number(refusedApi.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    expect(refusedApi.headers.connection).toBe('close')
    expect(refusedApi.headers['content-security-policy']).toBe(dataContentSecurityPolicy)

    const refusedPage = pageAnswers[1]!
    expect(refusedPage.status).toBe(503)
    // A Korean page's refusal is worded in Korean.
    expect(refusedPage.body).toBe('서비스를 잠시 이용할 수 없습니다.')
    expect(Number(refusedPage.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    for (const refused of [refusedApi, refusedPage]) {
      for (const [name, value] of Object.entries(commonSecurityHeaders)) expect(refused.headers[name], name).toBe(value)
    }

    const answered = logLines.filter((line) => line.res?.statusCode === 503).map((line) => line.req?.path)
    expect(answered.sort()).toEqual(['/api/v1/MediaNews', '/kor'])
  })
})
