import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/open-database'
import { checkResponse } from '../test-support/contract'
import { unlimitedWrites, validInquiry, validIssuance } from '../test-support/test-api'
import { apiPlugin } from './index'

/**
 * Another connection holding the database's write lock (issue 28, item 2: the sqlite3 shell's
 * `BEGIN IMMEDIATE`, a script). Before, each write waited out SQLite's 5 s busy timeout inside the
 * synchronous call, so the whole server stopped: a GET sent meanwhile waited behind it, and the
 * POST answered 500. Now a write waits on a timer, up to the bound, and is refused 503.
 */
const lockWaitMs = 1_000
let folder: string
let file: string
let app: FastifyInstance
let origin: string
let db: Database.Database
let locker: Database.Database

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'obadge-lock-'))
  file = path.join(folder, 'api.sqlite')
  db = openDatabase(file)
  app = Fastify({ logger: false })
  await app.register(apiPlugin, { db, writeLimits: unlimitedWrites, lockWaitMs })
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

describe('a write lock held by another connection', () => {
  it('answers a POST 503 with Retry-After after the bound, and a GET sent meanwhile before it; after the lock, a POST is stored', async () => {
    locker.exec('BEGIN IMMEDIATE')
    const order: string[] = []
    const post = issue('locked@mail.example').then((response) => (order.push('POST'), response))
    // The POST is waiting for the lock when the GET is sent.
    await new Promise((resolve) => setTimeout(resolve, 100))
    const get = fetch(`${origin}/api/v1/MediaNews`).then((response) => (order.push('GET'), response))
    const [refused, list] = await Promise.all([post, get])
    expect(order).toEqual(['GET', 'POST'])
    expect(list.status).toBe(200)

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
      const refused = await fetch(`${origin}/api/v1/ContactUsByEmail`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en-US' },
        body: JSON.stringify({ ...validInquiry, email: 'locked-inquiry@company.example' }),
      })
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
    const post = issue('waited@mail.example')
    await new Promise((resolve) => setTimeout(resolve, 100))
    locker.exec('COMMIT')
    const answer = await post
    expect(answer.status).toBe(200)
    expect(stored('waited@mail.example')).toBe(1)
  })
})
