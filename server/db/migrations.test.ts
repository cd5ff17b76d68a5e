import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { samplePressItems } from '../seed/press'
import { migrations } from './migrations'
import { applyMigrations } from './open-database'

describe('the sample press headlines (migration 5)', () => {
  it("reach a database made before them: each row's headline in its outlet's language", () => {
    const db = new Database(':memory:')
    applyMigrations(db, migrations.filter((m) => m.version < 5))
    // What the seed wrote before: a Korean headline with an English topic.
    db.prepare('UPDATE press_items SET title = ? WHERE id = 1').run('오배지, micro-credentials 관련 신규 기능 공개')
    applyMigrations(db, migrations)
    const rows = db.prepare('SELECT id, publisher, title FROM press_items ORDER BY id').all()
    expect(rows).toEqual(samplePressItems().map(({ id, publisher, title }) => ({ id, publisher, title })))
    db.close()
  })
})
