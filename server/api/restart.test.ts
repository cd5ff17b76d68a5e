import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { migrations } from '../db/migrations'
import Database from '../db/sqlite'
import { validInquiry, validIssuance } from '../test-support/test-api'
import { registerApi } from './index'

const directory = mkdtempSync(join(tmpdir(), 'obadge-api-'))
// A folder that does not exist yet: registerApi must create it.
const databaseFile = join(directory, 'nested', 'obadge.sqlite')

afterAll(() => rmSync(directory, { recursive: true, force: true }))

async function startServer() {
  const app = Fastify({ logger: false })
  await registerApi(app, { databaseFile })
  await app.ready()
  return app
}

function countRows(sql: string): number {
  const db = new Database(databaseFile, { readonly: true })
  try {
    return db.prepare(sql).pluck().get() as number
  } finally {
    db.close()
  }
}

describe('a file database survives a restart', () => {
  it('keeps stored rows, applies migrations and seed data once', async () => {
    const first = await startServer()
    expect((await first.inject({ method: 'POST', url: '/api/v1/ContactUsByEmail', payload: validInquiry })).statusCode).toBe(200)
    expect((await first.inject({ method: 'POST', url: '/api/v1/OpenBadgesV3', payload: validIssuance })).statusCode).toBe(200)
    await first.close()

    const second = await startServer()
    const duplicate = await second.inject({ method: 'POST', url: '/api/v1/OpenBadgesV3', payload: validIssuance })
    expect(duplicate.json().duplicate).toBe(true)
    const gallery = await second.inject('/api/v1/BadgeGallery?category=all')
    await second.close()

    expect(countRows('SELECT count(*) FROM contact_inquiries')).toBe(1)
    expect(countRows('SELECT count(*) FROM issuance_requests')).toBe(1)
    expect(countRows('SELECT count(*) FROM schema_migrations')).toBe(migrations.length)
    expect(gallery.json().data).toHaveLength(countRows('SELECT count(*) FROM gallery_badges'))
    expect(countRows('SELECT count(*) FROM press_items')).toBe(140)
  })
})
