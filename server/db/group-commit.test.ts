import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createGroupCommit } from './group-commit'
import { openDatabase, openDatabaseReadOnly } from './open-database'
import Database from './sqlite'

const directory = mkdtempSync(join(tmpdir(), 'obadge-group-'))
afterAll(() => rmSync(directory, { recursive: true, force: true }))
let n = 0
const freshFile = () => join(directory, `db-${++n}.sqlite`)

function scratch(file: string) {
  const db = openDatabase(file)
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL CHECK (v <> \'bad\'))')
  return db
}

describe('group commit', () => {
  it('commits writes that arrive together in one transaction and answers each after the commit', async () => {
    const file = freshFile()
    const db = scratch(file)
    const reader = new Database(file, { readonly: true })
    const writes = createGroupCommit(db)
    const insert = db.prepare('INSERT INTO t (v) VALUES (?)')
    const seenAtAnswer: number[] = []
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        writes.run(() => Number(insert.run(`v${i}`).lastInsertRowid)).then((id) => {
          // Another connection sees the row when the promise resolves: it was committed first.
          seenAtAnswer.push(reader.prepare('SELECT count(*) FROM t WHERE id = ?').pluck().get(id) as number)
        }),
      ),
    )
    expect(seenAtAnswer).toEqual(Array(50).fill(1))
    expect(writes.stats).toEqual({ groups: 1, writes: 50, largestGroup: 50, lockWaits: 0 })
    reader.close()
    db.close()
  })

  it('rolls back a failing write alone; the rest of its group commits', async () => {
    const db = scratch(freshFile())
    const writes = createGroupCommit(db)
    const insert = db.prepare('INSERT INTO t (v) VALUES (?)')
    const results = await Promise.allSettled(['a', 'bad', 'c'].map((v) => writes.run(() => insert.run(v).changes)))
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(db.prepare('SELECT v FROM t ORDER BY id').pluck().all()).toEqual(['a', 'c'])
    expect(writes.stats.groups).toBe(1)
    db.close()
  })

  it('tells nobody success when the commit itself fails', async () => {
    const db = scratch(freshFile())
    // A deferred foreign key is checked at COMMIT: the whole group fails there.
    db.exec('CREATE TABLE parent (id INTEGER PRIMARY KEY); CREATE TABLE child (p INTEGER REFERENCES parent (id) DEFERRABLE INITIALLY DEFERRED)')
    const writes = createGroupCommit(db)
    const ok = writes.run(() => db.prepare('INSERT INTO t (v) VALUES (?)').run('fine').changes)
    const orphan = writes.run(() => db.prepare('INSERT INTO child (p) VALUES (42)').run().changes)
    const results = await Promise.allSettled([ok, orphan])
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected'])
    expect(db.prepare('SELECT count(*) FROM t').pluck().get()).toBe(0)
    db.close()
  })

  it('keeps arrival order inside a group, so a later write sees an earlier one', async () => {
    const db = scratch(freshFile())
    const writes = createGroupCommit(db)
    const seen = await Promise.all([
      writes.run(() => db.prepare('INSERT INTO t (v) VALUES (?)').run('first').changes),
      writes.run(() => db.prepare('SELECT count(*) FROM t').pluck().get()),
    ])
    expect(seen).toEqual([1, 1])
    db.close()
  })

  it('splits a flood into bounded groups', async () => {
    const db = scratch(freshFile())
    const writes = createGroupCommit(db, { maxGroup: 10 })
    await Promise.all(Array.from({ length: 35 }, (_, i) => writes.run(() => db.prepare('INSERT INTO t (v) VALUES (?)').run(`v${i}`))))
    expect(writes.stats).toEqual({ groups: 4, writes: 35, largestGroup: 10, lockWaits: 0 })
    db.close()
  })
})

describe('durability settings', () => {
  it('a file database runs in WAL with synchronous = FULL', () => {
    const db = openDatabase(freshFile())
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
    // 2 = FULL (better-sqlite3 built SQLite with NORMAL, 1, as the WAL default; libsql with FULL)
    expect(db.pragma('synchronous', { simple: true })).toBe(2)
    db.close()
  })
})

describe('the outbox opens read-only', () => {
  it('never creates a file', () => {
    const file = freshFile()
    expect(() => openDatabaseReadOnly(file)).toThrow()
    expect(existsSync(file)).toBe(false)
  })

  it('never migrates and cannot write', () => {
    const file = freshFile()
    new Database(file).close() // an empty file the server never opened
    const db = openDatabaseReadOnly(file)
    expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'schema_migrations'").pluck().get()).toBe(0)
    expect(() => db.exec('CREATE TABLE x (a)')).toThrow(/readonly/)
    db.close()
  })

  it('reads a database the server is writing', async () => {
    const file = freshFile()
    const server = scratch(file)
    server.prepare('INSERT INTO t (v) VALUES (?)').run('x')
    const outbox = openDatabaseReadOnly(file)
    expect(outbox.prepare('SELECT v FROM t').pluck().all()).toEqual(['x'])
    outbox.close()
    server.close()
  })
})

// npx and tsx start a process that compiles the script: seconds alone, more on two busy cores.
// The 30 s it had raced that; the suite's limit (vite.config.ts) is a hang detector.
describe('npm run outbox', () => {
  it('prints what is stored and leaves the file byte for byte as it was', () => {
    const file = freshFile()
    const server = openDatabase(file)
    server.prepare(`INSERT INTO issuance_requests (received_at, endpoint, name, email, email_key, lang, company)
      VALUES ('2025-10-02T09:00:00.000Z', 'OpenBadges', '홍길동', 'v@mail.example', 'v@mail.example', 'ko-KR', 'obadge')`).run()
    server.pragma('wal_checkpoint(TRUNCATE)')
    server.close()
    const digest = () => createHash('sha256').update(readFileSync(file)).digest('hex')
    const before = digest()
    const out = execFileSync('npx', ['tsx', 'server/outbox.ts', '--json'], { env: { ...process.env, DATABASE_FILE: file }, encoding: 'utf8' })
    expect(JSON.parse(out).issuances).toHaveLength(1)
    expect(digest()).toBe(before)
  })
})
