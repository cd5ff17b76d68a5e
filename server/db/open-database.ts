import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
import { migrations, type Migration } from './migrations'

/** Opens (creating if needed) the database file and brings its schema up to date. */
export function openDatabase(file: string): Database.Database {
  const inMemory = file === ':memory:' || file === ''
  if (!inMemory) mkdirSync(dirname(file), { recursive: true })
  const db = new Database(file)
  // WAL lets `npm run outbox` read while the server writes.
  if (!inMemory) db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  applyMigrations(db, migrations)
  return db
}

export function applyMigrations(db: Database.Database, list: readonly Migration[]): void {
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
