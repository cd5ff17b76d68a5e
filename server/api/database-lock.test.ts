import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { GroupCommit } from '../db/group-commit'
import { openDatabase } from '../db/open-database'
import Database from '../db/sqlite'
import { checkResponse } from '../test-support/contract'
import { unlimitedWrites, validInquiry, validIssuance } from '../test-support/test-api'
import { apiPlugin } from './index'

/**
 * Another connection holding the database's write lock (server/README.md, operations: the sqlite3
 * shell's `BEGIN IMMEDIATE`, a script). Before, each write waited out SQLite's 5 s busy timeout
 * inside the synchronous call, so the whole server stopped: a GET sent meanwhile waited behind it,
 * and the POST answered 500. Now a write waits on a timer, up to the bound, and is refused 503.
 *
 * The bound is the subject, so the server's clock is the test's: timers and `performance.now` are
 * faked while a test runs (sockets and `setImmediate`, which starts a group, stay real). A write
 * waits until the test moves the clock, however slow the machine, and a test waits for the
 * write to have met the lock (`lockWaits`), not for a delay.
 */
const lockWaitMs = 1_000
let folder: string
let file: string
let app: FastifyInstance
let origin: string
let db: Database
let locker: Database
let writes: GroupCommit

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'obadge-lock-'))
  file = path.join(folder, 'api.sqlite')
  db = openDatabase(file)
  app = Fastify({ logger: false })
  await app.register(apiPlugin, { db, writeLimits: unlimitedWrites, lockWaitMs, onGroupCommit: (commit) => (writes = commit) })
  app.addHook('onClose', async () => db.close())
  await app.listen({ host: '127.0.0.1', port: 0 })
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  locker = new Database(file)
})
afterAll(async () => {
  if (locker.inTransaction) locker.exec('ROLLBACK')
  locker.close()
  await app.close()
  await rm(folder, { recursive: true, force: true })
})

const stored = (email: string) => db.prepare('SELECT count(*) FROM issuance_requests WHERE email = ?').pluck().get(email) as number
const issue = (email: string, language = 'ko-KR') =>
  fetch(`${origin}/api/v1/OpenBadges`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify({ ...validIssuance, email }),
  })

/** Resolves once the server's writes have met the lock more often than `before` times: a write is waiting now. */
async function writeWaiting(before: number): Promise<void> {
  while (writes.stats.lockWaits <= before) await new Promise((resolve) => setImmediate(resolve))
}

describe('a write lock held by another connection', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('answers a GET sent while a POST waits, the POST 503 with Retry-After once the bound has passed; after the lock, a POST is stored', async () => {
    locker.exec('BEGIN IMMEDIATE')
    const before = writes.stats.lockWaits
    let postAnswered = false
    const post = issue('locked@mail.example').then((response) => ((postAnswered = true), response))
    await writeWaiting(before)
    const list = await fetch(`${origin}/api/v1/MediaNews`)
    expect(list.status).toBe(200)
    expect(postAnswered, 'the POST was answered before its bound, or the GET waited behind it').toBe(false)

    await vi.advanceTimersByTimeAsync(lockWaitMs)
    const refused = await post
    expect(refused.status).toBe(503)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    const body = (await refused.json()) as unknown
    expect(body).toEqual({ resultCode: 503, message: '서비스를 잠시 이용할 수 없습니다' })
    expect(checkResponse('issueSampleBadge', 503, refused.headers.get('content-type') ?? undefined, body)).toEqual([])

    locker.exec('ROLLBACK')
    expect(stored('locked@mail.example')).toBe(0)
    const accepted = await issue('after@mail.example')
    expect(accepted.status).toBe(200)
    expect(stored('after@mail.example')).toBe(1)
  })

  it('answers in English for an English request, the contact form too, and stores nothing', async () => {
    locker.exec('BEGIN IMMEDIATE')
    try {
      const before = writes.stats.lockWaits
      const answer = fetch(`${origin}/api/v1/ContactUsByEmail`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en-US' },
        body: JSON.stringify({ ...validInquiry, email: 'locked-inquiry@company.example' }),
      })
      await writeWaiting(before)
      await vi.advanceTimersByTimeAsync(lockWaitMs)
      const refused = await answer
      expect(refused.status).toBe(503)
      expect(refused.headers.get('retry-after')).not.toBeNull()
      expect(await refused.json()).toEqual({ resultCode: 503, message: 'The service is briefly unavailable' })
    } finally {
      locker.exec('ROLLBACK')
    }
    expect(db.prepare('SELECT count(*) FROM contact_inquiries WHERE email = ?').pluck().get('locked-inquiry@company.example')).toBe(0)
  })

  it('stores a POST whose wait ends inside the bound, once the lock is released', async () => {
    locker.exec('BEGIN IMMEDIATE')
    const before = writes.stats.lockWaits
    const post = issue('waited@mail.example')
    await writeWaiting(before)
    locker.exec('COMMIT')
    // Half the bound: the next try, after the first backoff, finds the lock free.
    await vi.advanceTimersByTimeAsync(lockWaitMs / 2)
    const answer = await post
    expect(answer.status).toBe(200)
    expect(stored('waited@mail.example')).toBe(1)
  })
})
