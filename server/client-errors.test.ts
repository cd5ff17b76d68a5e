import { rm } from 'node:fs/promises'
import { connect, type AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { commonSecurityHeaders, dataContentSecurityPolicy } from '../src/lib/security-headers'
import { buildServer } from './app'
import { checkResponse } from './test-support/contract'
import { writeTinyDist } from './test-support/tiny-dist'

/**
 * The answers Node's HTTP parser gives before fastify sees a request (a
 * malformed request line or header, an unknown method, Content-Length with Transfer-Encoding,
 * headers too large, a request not received in time) carried no security header and fastify's
 * own body. Sent here as raw bytes on a socket, as a browser or proxy never would.
 */
let dist: string
let app: FastifyInstance
let port: number
/** A server that waits 300 ms for a request's headers, for the 408 (see beforeAll). */
let hurried: FastifyInstance
let hurriedPort: number

beforeAll(async () => {
  dist = await writeTinyDist('obadge-client-errors-')
  app = await buildServer({ distDir: dist, databaseFile: ':memory:' })
  await app.listen({ host: '127.0.0.1', port: 0 })
  port = (app.server.address() as AddressInfo).port
  // A 408 within the test's time: headers must arrive in 300 ms, checked every 50 ms (Node reads
  // these when the server starts listening; its defaults are 60 s and 30 s). A server of its own:
  // on a loaded machine, a complete request to it may be cut at 300 ms too, so only the request
  // that never ends goes there.
  hurried = await buildServer({ distDir: dist, databaseFile: ':memory:' })
  hurried.server.headersTimeout = 300
  hurried.server.requestTimeout = 300
  ;(hurried.server as unknown as { connectionsCheckingInterval: number }).connectionsCheckingInterval = 50
  await hurried.listen({ host: '127.0.0.1', port: 0 })
  hurriedPort = (hurried.server.address() as AddressInfo).port
})
afterAll(async () => {
  await app.close()
  await hurried.close()
  await rm(dist, { recursive: true, force: true })
})

/** Writes `request` on a fresh connection and reads everything until the server closes it. */
function raw(request: string, to = port): Promise<{ status: number; headers: Map<string, string[]>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(to, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const [head = '', body = ''] = text.split('\r\n\r\n', 2)
      const [statusLine = '', ...lines] = head.split('\r\n')
      const headers = new Map<string, string[]>()
      for (const line of lines) {
        const name = line.slice(0, line.indexOf(':')).toLowerCase()
        headers.set(name, [...(headers.get(name) ?? []), line.slice(line.indexOf(':') + 1).trim()])
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body })
    })
    socket.write(request)
  })
}

describe("answers of Node's HTTP parser carry the site's headers and the contract's error shape", () => {
  it.each([
    ['an unknown method', 400, 'BREW /kor HTTP/1.1\r\nHost: x\r\n\r\n', 'The request is not valid'],
    ['a malformed header line', 400, 'GET /kor HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n', 'The request is not valid'],
    ['a header name with a space', 400, 'GET /kor HTTP/1.1\r\nHost: x\r\nBad Name: 1\r\n\r\n', 'The request is not valid'],
    ['a malformed request line', 400, 'GET /kor HTTP/9\r\nHost: x\r\n\r\n', 'The request is not valid'],
    [
      'Content-Length with Transfer-Encoding (request smuggling)',
      400,
      'POST /api/v1/OpenBadges HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      'The request is not valid',
    ],
    ['headers over 16 KiB', 431, `GET /kor HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 'The request headers are too large'],
    ['headers that never end (the hurried server waits 300 ms)', 408, 'GET /kor HTTP/1.1\r\nHost: x\r\n', 'The request did not arrive in time'],
  ] as const)('%s: %i', async (_what, status, request, message) => {
    const res = await raw(request, status === 408 ? hurriedPort : port)
    expect(res.status).toBe(status)
    for (const [name, value] of Object.entries(commonSecurityHeaders)) expect(res.headers.get(name), name).toEqual([value])
    expect(res.headers.get('content-security-policy')).toEqual([dataContentSecurityPolicy])
    expect(res.headers.get('cross-origin-resource-policy')).toEqual(['same-origin'])
    expect(res.headers.get('content-type')).toEqual(['application/json; charset=utf-8'])
    expect(res.headers.get('connection')).toEqual(['close'])
    expect(Number(res.headers.get('content-length')?.[0])).toBe(Buffer.byteLength(res.body))
    expect(JSON.parse(res.body)).toEqual({ resultCode: status, message })
  })

  it("on an operation's address, each is an answer api.yaml declares for it", async () => {
    for (const [request, status] of [
      [`POST /api/v1/OpenBadges HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
      ['POST /api/v1/OpenBadges HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n', 400],
    ] as const) {
      const res = await raw(request)
      expect(res.status).toBe(status)
      expect(checkResponse('issueSampleBadge', res.status, res.headers.get('content-type')?.[0], JSON.parse(res.body))).toEqual([])
    }
  })

  it('the server still answers afterwards', async () => {
    const res = await raw('GET /kor HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')
    expect(res.status).toBe(200)
    expect(res.headers.get('cross-origin-resource-policy')).toEqual(['same-origin'])
  })
})
