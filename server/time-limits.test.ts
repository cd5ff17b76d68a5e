import { mkdtemp, rm } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { commonSecurityHeaders } from '../src/lib/security-headers'
import { buildServer } from './app'
import Database from './db/sqlite'
import { validIssuance } from './test-support/test-api'
import { writeTinyDist } from './test-support/tiny-dist'
import type { TimeLimits } from './time-limits'

/**
 * Slow bodies (server/README.md, operations). Before the limits a socket that sent its headers and
 * one byte of its body was held forever (fastify's `requestTimeout` was 0). The limits here are the
 * defaults shortened, so that the test waits a fraction of a second, not 10 s.
 */
const shortLimits: Partial<TimeLimits> = { bodyIdleMs: 300, bodyMs: 1_200, checkEveryMs: 100 }
let dist: string
let folder: string
let app: FastifyInstance
let port: number
let databaseFile: string

beforeAll(async () => {
  dist = await writeTinyDist('obadge-time-limits-')
  folder = await mkdtemp(path.join(os.tmpdir(), 'obadge-time-limits-db-'))
  databaseFile = path.join(folder, 'api.sqlite')
  app = await buildServer({ distDir: dist, databaseFile, timeLimits: shortLimits })
  await app.listen({ host: '127.0.0.1', port: 0 })
  port = (app.server.address() as net.AddressInfo).port
})
afterAll(async () => {
  await app.close()
  await rm(dist, { recursive: true, force: true })
  await rm(folder, { recursive: true, force: true })
})

const body = JSON.stringify({ ...validIssuance, email: 'slow@mail.example', name: '홍길동'.padEnd(40, '길') })
const head = `POST /api/v1/OpenBadges HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept-Language: ko-KR\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`

interface Ended {
  /** Everything the server sent before the connection closed. */
  received: string
  /** From the last byte the client sent to the close. */
  afterLastByteMs: number
}

/** Opens a socket, sends `head` and the body's first byte, then `trickle` more bytes every `everyMs`, until the server closes it. */
function slowClient(options: { trickle?: number; everyMs?: number; to?: number } = {}): Promise<Ended> {
  return new Promise((resolve, reject) => {
    let received = ''
    let lastSent = 0
    let sent = 1
    const socket = net.connect(options.to ?? port, '127.0.0.1', () => {
      socket.write(head + body.slice(0, 1))
      lastSent = performance.now()
    })
    const timer = options.trickle
      ? setInterval(() => {
          if (sent >= body.length - 1 || socket.destroyed) return
          socket.write(body.slice(sent, sent + options.trickle!))
          sent += options.trickle!
          lastSent = performance.now()
        }, options.everyMs)
      : undefined
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()))
    socket.on('error', reject)
    socket.on('close', () => {
      clearInterval(timer)
      resolve({ received, afterLastByteMs: performance.now() - lastSent })
    })
  })
}

function parseAnswer(raw: string) {
  const [headText, ...rest] = raw.split('\r\n\r\n')
  const [statusLine, ...headerLines] = headText!.split('\r\n')
  const headers = Object.fromEntries(headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]))
  return { status: Number(statusLine!.split(' ')[1]), headers, body: rest.join('\r\n\r\n') }
}

function storedIssuances(): number {
  const db = new Database(databaseFile, { readonly: true })
  try {
    return db.prepare('SELECT count(*) FROM issuance_requests').pluck().get() as number
  } finally {
    db.close()
  }
}

describe('a body that stops arriving', () => {
  it('is answered 408 in the contract shape, in the request language, and its connection closed, no sooner than the idle limit', async () => {
    const ended = await Promise.all(Array.from({ length: 20 }, () => slowClient()))
    for (const { received, afterLastByteMs } of ended) {
      const answer = parseAnswer(received)
      expect(answer.status).toBe(408)
      expect(JSON.parse(answer.body)).toEqual({ resultCode: 408, message: '요청이 제시간에 도착하지 않았습니다' })
      expect(answer.headers.connection).toBe('close')
      for (const [name, value] of Object.entries(commonSecurityHeaders)) expect(answer.headers[name], name).toBe(value)
      expect(afterLastByteMs).toBeGreaterThanOrEqual(shortLimits.bodyIdleMs! - 20)
    }
    expect(storedIssuances()).toBe(0)
  })

  it('a body that trickles, never idle, is cut at the whole-body limit', async () => {
    // A byte every 100 ms never reaches the idle limit (300 ms); the whole body would take 6 s.
    const { received } = await slowClient({ trickle: 1, everyMs: 100 })
    const answer = parseAnswer(received)
    expect(answer.status).toBe(408)
    expect(JSON.parse(answer.body)).toEqual({ resultCode: 408, message: '요청이 제시간에 도착하지 않았습니다' })
    expect(storedIssuances()).toBe(0)
  })

})

describe('the server while slow clients hang on', () => {
  // 200 sockets here (400 descriptors in this process: client and server ends), well inside the
  // usual limit of 1,024; `npm run bench:api` holds 1,000 against a server process of its own.
  const slowCount = 200
  let patient: FastifyInstance
  let patientPort: number
  const sockets: net.Socket[] = []

  beforeAll(async () => {
    // Limits long enough that none of the slow sockets is closed while the test asks.
    patient = await buildServer({ distDir: dist, databaseFile: ':memory:', timeLimits: { bodyIdleMs: 60_000, bodyMs: 60_000 } })
    await patient.listen({ host: '127.0.0.1', port: 0 })
    patientPort = (patient.server.address() as net.AddressInfo).port
  })
  afterAll(async () => {
    for (const socket of sockets) socket.destroy()
    await patient.close()
  })

  // On the patient server: with the short limits above, a loaded machine that paused the sender
  // for 300 ms between two pieces cut the body, and the test failed on the machine, not the server.
  it('a body sent in pieces, each within the idle limit, is taken (answered 200, so stored)', async () => {
    const { received } = await slowClient({ trickle: 40, everyMs: 20, to: patientPort })
    expect(parseAnswer(received).status).toBe(200)
  })

  it(`answers a page, a list and an issuance while ${slowCount} bodies stay open`, async () => {
    await Promise.all(
      Array.from(
        { length: slowCount },
        () =>
          new Promise<void>((resolve, reject) => {
            const socket = net.connect(patientPort, '127.0.0.1', () => socket.write(head + body.slice(0, 1), () => resolve()))
            socket.on('error', reject)
            sockets.push(socket)
          }),
      ),
    )
    await expect.poll(() => new Promise<number>((resolve) => patient.server.getConnections((_error, count) => resolve(count)))).toBeGreaterThanOrEqual(slowCount)

    const origin = `http://127.0.0.1:${patientPort}`
    const page = await fetch(`${origin}/kor`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('안녕')
    const list = await fetch(`${origin}/api/v1/MediaNews`)
    expect(list.status).toBe(200)
    expect(((await list.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0)
    const issued = await fetch(`${origin}/api/v1/OpenBadges`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(validIssuance) })
    expect(issued.status).toBe(200)
    expect(sockets.filter((socket) => !socket.destroyed)).toHaveLength(slowCount)
  })
})
