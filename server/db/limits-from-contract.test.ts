import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { fieldRules } from '../../src/generated/api-rules.gen'
import { contractFile } from '../api/contract'
import { apiPlugin } from '../api/index'
import { unlimitedWrites, validInquiry, validIssuance } from '../test-support/test-api'
import { listContactInquiries, saveContactInquiry } from './inquiry-store'
import { listIssuanceRequests, recordIssuanceRequest } from './issuance-store'
import { migrations } from './migrations'
import { applyMigrations, openDatabase } from './open-database'
import Database from './sqlite'

/**
 * The contract is the one source of the request limits, the database included (server/README.md,
 * storage). An API built from a copy of api.yaml whose length limits are doubled and whose enums
 * gained a value stores what that copy allows and refuses what it does not, on a fresh database and
 * on one made by the migrations that still repeated the limits as CHECKs (a file from before the
 * change).
 */
const directory = mkdtempSync(join(tmpdir(), 'obadge-limits-'))
afterAll(() => rmSync(directory, { recursive: true, force: true }))

/** Migrations 1-2 wrote the contract's limits and enums into the tables as CHECKs. */
const lastMigrationWithChecks = 2
const newLanguage = 'ja-JP'
const newInquiryType = 'press'

const raisedContractFile = join(directory, 'api.yaml')
writeFileSync(raisedContractFile, stringify(raisedContract(readFileSync(contractFile, 'utf8'))))

function raisedContract(source: string): unknown {
  const document = parse(source) as { components: { schemas: Record<string, { enum?: string[] }> } }
  doubleEveryMaxLength(document.components.schemas)
  document.components.schemas.Language!.enum!.push(newLanguage)
  document.components.schemas.InquiryType!.enum!.push(newInquiryType)
  return document
}

function doubleEveryMaxLength(node: unknown): void {
  if (typeof node !== 'object' || node === null) return
  const record = node as Record<string, unknown>
  for (const [key, value] of Object.entries(record)) {
    if (key === 'maxLength' && typeof value === 'number') record[key] = value * 2
    else doubleEveryMaxLength(value)
  }
}

/** A value of `length` code points that every other rule of the field accepts. */
const valueOfLength: Record<string, (length: number) => string> = {
  name: (length) => '한'.repeat(length),
  email: (length) => `${'a'.repeat(length - '@mail.example'.length)}@mail.example`,
  tel: (length) => '0'.repeat(length),
  company: (length) => 'a'.repeat(length),
  path: (length) => '😀'.repeat(length),
  content: (length) => '가'.repeat(length),
}

const writes = [
  { url: '/api/v1/ContactUsByEmail', table: 'contact_inquiries', valid: validInquiry, rules: fieldRules.ContactInquiry },
  { url: '/api/v1/OpenBadges', table: 'issuance_requests', valid: validIssuance, rules: fieldRules.IssuanceRequest },
] as const

/** Fields the server checks and never stores: the claim code is compared with the event's (server/api/claim-code.ts). */
const notStored = new Set(['claimCode'])

const limitedFields = writes.flatMap(({ rules, ...write }) =>
  Object.entries(rules as Record<string, { maxLength?: number }>).flatMap(([field, rule]) =>
    rule.maxLength === undefined || notStored.has(field) ? [] : [{ ...write, field, raisedLimit: rule.maxLength * 2 }],
  ),
)

let fileCount = 0
/** A database file as the old migrations left it, with rows a running site had stored. */
function oldDatabase(): { file: string; db: Database } {
  const file = join(directory, `old-${++fileCount}.sqlite`)
  const db = new Database(file)
  applyMigrations(db, migrations.filter((migration) => migration.version <= lastMigrationWithChecks))
  storeOldRows(db)
  return { file, db }
}

/** An old database file, upgraded by opening it as the server does. */
function upgradedDatabase(): Database {
  const old = oldDatabase()
  old.db.close()
  return openDatabase(old.file)
}

const databases = [
  { name: 'a fresh database', open: () => openDatabase(':memory:') },
  { name: 'a database made by the old migrations', open: upgradedDatabase },
]

async function startApi(db: Database) {
  const app = Fastify({ logger: false })
  // A company code at the raised length is one no manifest entry has: this API knows it too.
  const companies = [validIssuance.company, valueOfLength.company!(fieldRules.IssuanceRequest.company.maxLength * 2)]
  await app.register(apiPlugin, { db, contractFile: raisedContractFile, writeLimits: unlimitedWrites, companies })
  app.addHook('onClose', async () => {
    db.close()
  })
  await app.ready()
  return app
}

function lastStored(db: Database, table: string, column: string): unknown {
  return db.prepare(`SELECT ${column} FROM ${table} ORDER BY id DESC LIMIT 1`).pluck().get()
}

describe.each(databases)('an API built from a contract with raised limits, on $name', ({ open }) => {
  it.each(limitedFields)('$url $field: stores $raisedLimit code points in full, refuses one more', async ({ url, table, valid, field, raisedLimit }) => {
    const db = open()
    const app = await startApi(db)
    try {
      // An e-mail no stored row has, so an issuance is not taken for a duplicate of an old row.
      const body = { ...valid, email: 'limits@mail.example' }
      const atLimit = valueOfLength[field]!(raisedLimit)
      const stored = await app.inject({ method: 'POST', url, payload: { ...body, [field]: atLimit } })
      expect(stored.statusCode, stored.body).toBe(200)
      expect(lastStored(db, table, field)).toBe(atLimit)

      const over = await app.inject({ method: 'POST', url, payload: { ...body, [field]: valueOfLength[field]!(raisedLimit + 1) } })
      expect(over.statusCode).toBe(400)
      expect(over.json().field).toBe(field)
    } finally {
      await app.close()
    }
  })

  it('stores enum values the contract gained', async () => {
    const db = open()
    const app = await startApi(db)
    try {
      const inquiry = await app.inject({ method: 'POST', url: '/api/v1/ContactUsByEmail', payload: { ...validInquiry, lang: newLanguage, type: newInquiryType } })
      expect(inquiry.statusCode, inquiry.body).toBe(200)
      expect(db.prepare('SELECT lang, type FROM contact_inquiries ORDER BY id DESC LIMIT 1').get()).toEqual({ lang: newLanguage, type: newInquiryType })

      const issuance = await app.inject({ method: 'POST', url: '/api/v1/OpenBadgesV3', payload: { ...validIssuance, lang: newLanguage, language: newLanguage } })
      expect(issuance.statusCode, issuance.body).toBe(200)
      expect(db.prepare('SELECT lang, language FROM issuance_requests ORDER BY id DESC LIMIT 1').get()).toEqual({ lang: newLanguage, language: newLanguage })
    } finally {
      await app.close()
    }
  })
})

const oldMeta = { receivedAt: '2025-10-01T09:00:00.000Z', acceptLanguage: 'ko-KR' }

/**
 * Inquiries 1 and 3 (2 and 4 deleted, so ids have gaps and the highest id given is gone) and one
 * issuance request, as a running site could leave them.
 */
function storeOldRows(db: Database): void {
  for (const name of ['kept', 'deleted', 'kept', 'deleted']) saveContactInquiry(db, { ...validInquiry, name }, oldMeta)
  db.prepare("DELETE FROM contact_inquiries WHERE name = 'deleted'").run()
  recordIssuanceRequest(db, 'OpenBadges', validIssuance, oldMeta)
}

describe('upgrading a database made by the old migrations', () => {
  it('starts from tables that refuse what the contract now allows (else this proves nothing)', () => {
    const { db } = oldDatabase()
    try {
      // As long a name as the raised copy allows: past the 100 that migration 1 wrote, whatever the
      // contract's own limit now is (above 50).
      const tooLongForOldTable = { ...validInquiry, name: 'x'.repeat(fieldRules.ContactInquiry.name.maxLength * 2) }
      expect(() => saveContactInquiry(db, tooLongForOldTable, oldMeta)).toThrow(/CHECK constraint failed/)
    } finally {
      db.close()
    }
  })

  it('keeps every row and id, never reuses a deleted id, and keeps the duplicate rule', async () => {
    const old = oldDatabase()
    const inquiriesBefore = listContactInquiries(old.db)
    const issuancesBefore = listIssuanceRequests(old.db)
    const galleryBefore = old.db.prepare('SELECT * FROM gallery_badges ORDER BY id').all()
    old.db.close()

    const db = openDatabase(old.file)
    expect(listContactInquiries(db).map(({ id }) => id)).toEqual([3, 1])
    expect(listContactInquiries(db)).toEqual(inquiriesBefore)
    expect(listIssuanceRequests(db)).toEqual(issuancesBefore)
    // Under the names migration 6 gave the columns (it added the English ones beside them).
    const galleryAfter = 'SELECT id, category, badge_title_ko AS badge_title, issuer_name_ko AS issuer_name, badge_link_url, issuer_link_url, badge_image_path FROM gallery_badges ORDER BY id'
    expect(db.prepare(galleryAfter).all()).toEqual(galleryBefore)

    const app = await startApi(db)
    try {
      const inquiry = await app.inject({ method: 'POST', url: '/api/v1/ContactUsByEmail', payload: validInquiry })
      expect(inquiry.statusCode).toBe(200)
      // AUTOINCREMENT: the deleted inquiry's id 4 is never given again.
      expect(lastStored(db, 'contact_inquiries', 'id')).toBe(5)

      const again = await app.inject({ method: 'POST', url: '/api/v1/OpenBadges', payload: validIssuance })
      expect(again.json()).toMatchObject({ duplicate: true, requestedAt: oldMeta.receivedAt })
    } finally {
      await app.close()
    }
  })
})
