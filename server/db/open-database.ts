import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from './sqlite'
import { migrations, type Migration } from './migrations'

/** Opens (creating if needed) the database file and brings its schema up to date. */
export function openDatabase(file: string): Database {
  const inMemory = file === ':memory:' || file === ''
  if (!inMemory) mkdirSync(dirname(file), { recursive: true })
  // No busy timeout (sqlite.ts's default is 5 s, as better-sqlite3's was): SQLite would wait for
  // another connection's lock inside the synchronous call, holding the event loop and every read
  // with it. The group commit waits on a timer instead (group-commit.ts).
  const db = new Database(file, { timeout: 0 })
  if (!inMemory) {
    // WAL lets `npm run outbox` read while the server writes.
    db.pragma('journal_mode = WAL')
    // FULL: every commit waits until the WAL is on disk, so an answered request survives a power
    // cut, not only a crash of the process. libsql's SQLite has FULL as its WAL default, but
    // better-sqlite3's had NORMAL, which may lose the last commits on power failure: said here, it
    // does not hang on how the driver was built. The cost (one fsync per commit) is paid once per
    // group of writes, not per request: see group-commit.ts.
    db.pragma('synchronous = FULL')
  }
  db.pragma('foreign_keys = ON')
  applyMigrations(db, migrations)
  return db
}

export function applyMigrations(db: Database, list: readonly Migration[]): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TEXT NOT NULL
    )
  `)
  const applied = new Set(
    db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[],
  )
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)')
  for (const migration of [...list].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue
    // Each migration and its bookkeeping row commit together, so a crash never half-applies one.
    db.transaction(() => {
      migration.up(db)
      record.run(migration.version, migration.name, new Date().toISOString())
    })()
  }
}

/**
 * Opens an existing database for reading only (`npm run outbox`): it never creates the file, never
 * migrates and cannot write, so looking at the outbox can never change what the server stored.
 */
export function openDatabaseReadOnly(file: string): Database {
  return new Database(file, { readonly: true, fileMustExist: true })
}
