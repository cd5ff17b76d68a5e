import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import Database from './sqlite'

// Each case is a place where libsql, left as it is, behaves unlike better-sqlite3 (sqlite.ts).
const directory = mkdtempSync(join(tmpdir(), 'obadge-sqlite-'))
afterAll(() => rmSync(directory, { recursive: true, force: true }))
let n = 0
const freshFile = () => join(directory, `db-${++n}.sqlite`)

function scratch(file = ':memory:') {
  const db = new Database(file)
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL CHECK (v <> \'bad\'), b BLOB)')
  return db
}

describe('transactions', () => {
  it('nest as savepoints: an inner throw rolls back the inner work only', () => {
    const db = scratch()
    const insert = db.prepare('INSERT INTO t (v) VALUES (?)')
    db.transaction(() => {
      insert.run('outer')
      expect(() => db.transaction(() => insert.run('bad'))()).toThrow(/CHECK/)
      expect(() => db.transaction(() => (insert.run('inner'), insert.run('bad')))()).toThrow(/CHECK/)
      expect(db.inTransaction).toBe(true)
    })()
    expect(db.prepare('SELECT v FROM t').pluck().all()).toEqual(['outer'])
    expect(db.inTransaction).toBe(false)
  })

  it("give a failing COMMIT's error, rolled back", () => {
    const db = scratch()
    db.exec('PRAGMA foreign_keys = ON; CREATE TABLE p (id INTEGER PRIMARY KEY); CREATE TABLE c (p REFERENCES p (id) DEFERRABLE INITIALLY DEFERRED)')
    expect(() => db.transaction(() => db.prepare('INSERT INTO c VALUES (1)').run())()).toThrow(/FOREIGN KEY/)
    expect(db.inTransaction).toBe(false)
    expect(db.prepare('SELECT count(*) FROM c').pluck().get()).toBe(0)
  })

  it('refuse BEGIN IMMEDIATE at once with SQLITE_BUSY under another connection\'s lock when asked for no timeout', () => {
    const file = freshFile()
    const db = new Database(file, { timeout: 0 })
    db.pragma('journal_mode = WAL')
    const locker = new Database(file)
    locker.exec('BEGIN IMMEDIATE')
    expect(() => db.transaction(() => 1).immediate()).toThrow(expect.objectContaining({ code: 'SQLITE_BUSY' }))
    expect(db.inTransaction).toBe(false)
    locker.exec('ROLLBACK')
    expect(db.transaction(() => 2).immediate()).toBe(2)
    locker.close()
    db.close()
  })
})

describe('rows', () => {
  it('are the columns alone, blobs as Buffers, from get and all', () => {
    const db = scratch()
    db.prepare('INSERT INTO t (v, b) VALUES (?, ?)').run('x', Buffer.from([1, 2]))
    const expected = { id: 1, v: 'x', b: Buffer.from([1, 2]) }
    expect(db.prepare('SELECT * FROM t').get()).toStrictEqual(expected)
    expect(db.prepare('SELECT * FROM t').all()).toStrictEqual([expected])
    expect(db.prepare('SELECT b FROM t').pluck().all()).toStrictEqual([Buffer.from([1, 2])])
  })

  it('pluck gives the first column, with get too, and pragma simple its value', () => {
    const db = scratch()
    expect(db.prepare('SELECT 7 AS a, 1').pluck().get()).toBe(7)
    expect(db.prepare('SELECT 7 AS a WHERE 0').pluck().get()).toBeUndefined()
    expect(db.prepare('SELECT 1 AS a, 2 AS b').raw().all()).toEqual([[1, 2]])
    expect(db.pragma('user_version = 3')).toEqual([])
    expect(db.pragma('user_version', { simple: true })).toBe(3)
    expect(db.pragma('table_info(t)')).toHaveLength(3)
  })
})

describe('parameters', () => {
  it('bind a lone Buffer or null positionally', () => {
    const db = scratch()
    expect(db.prepare('SELECT ? AS v').pluck().get(Buffer.from([9]))).toStrictEqual(Buffer.from([9]))
    expect(db.prepare('SELECT ? AS v').pluck().get(null)).toBeNull()
    expect(db.prepare('SELECT @a + @b').pluck().get({ a: 1, b: 2 })).toBe(3)
  })

  it('refuse a boolean with a TypeError (libsql aborted the process)', () => {
    const db = scratch()
    expect(() => db.prepare('SELECT ?').get(true)).toThrow(TypeError)
    expect(() => db.prepare('SELECT @a').get({ a: false })).toThrow(TypeError)
  })
})

describe('opening', () => {
  it('read-only never creates the file and cannot write', () => {
    const file = freshFile()
    expect(() => new Database(file, { readonly: true })).toThrow()
    expect(existsSync(file)).toBe(false)
    scratch(file).close()
    const db = new Database(file, { readonly: true })
    expect(db.readonly).toBe(true)
    expect(() => db.prepare("INSERT INTO t (v) VALUES ('x')").run()).toThrow(expect.objectContaining({ code: 'SQLITE_READONLY' }))
    db.close()
  })

  it('fileMustExist never creates the file', () => {
    const file = join(directory, 'a name # with ? signs %.sqlite')
    expect(() => new Database(file, { fileMustExist: true })).toThrow()
    expect(existsSync(file)).toBe(false)
    scratch(file).close()
    const db = new Database(file, { fileMustExist: true })
    expect(db.prepare("INSERT INTO t (v) VALUES ('x')").run().changes).toBe(1)
    db.close()
  })

  it("waits out another connection's lock for the timeout, 5 s unless told", () => {
    const db = new Database(':memory:')
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5_000)
    expect(new Database(':memory:', { timeout: 0 }).pragma('busy_timeout', { simple: true })).toBe(0)
  })
})
