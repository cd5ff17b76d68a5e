import { describe, expect, it } from 'vitest'
import { sampleGalleryRows } from '../seed/gallery'
import { samplePressItems } from '../seed/press'
import { listGalleryBadges } from './content-store'
import { migrations } from './migrations'
import { applyMigrations } from './open-database'
import Database from './sqlite'

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

describe("the gallery's names in both languages (migration 6)", () => {
  it('reach a database made before them; a row with one name gives it in both languages', () => {
    const db = new Database(':memory:')
    applyMigrations(db, migrations.filter((m) => m.version < 6))
    // What the seed wrote before: one name a badge, in its issuer's language.
    db.prepare('UPDATE gallery_badges SET badge_title = ?, issuer_name = ? WHERE id = 5').run('Academic Writing Fundamentals', 'Maple Example College')
    // A row the provider added with one name only.
    db.prepare(
      "INSERT INTO gallery_badges (id, category, badge_title, issuer_name, badge_link_url, issuer_link_url, badge_image_path) VALUES (900, 'edu', '한 이름 배지', '한이름기관', 'https://badges.example/x', 'https://issuers.example/x', '/badges/edu-01.svg')",
    ).run()
    applyMigrations(db, migrations)
    const seeded = sampleGalleryRows()
    for (const language of ['ko', 'en'] as const) {
      const listed = listGalleryBadges(db, 'all', language)
      expect(listed.slice(0, seeded.length).map(({ badgeTitle, issuerName }) => [badgeTitle, issuerName])).toEqual(
        seeded.map(({ badgeTitle, issuerName }) => [badgeTitle[language], issuerName[language]]),
      )
      expect(listed.at(-1)).toMatchObject({ id: 900, badgeTitle: '한 이름 배지', issuerName: '한이름기관' })
    }
    expect(listGalleryBadges(db, 'edu', 'en')[4]).toMatchObject({ badgeTitle: 'Academic Writing Fundamentals', issuerName: 'Maple Example College' })
    expect(listGalleryBadges(db, 'edu', 'ko')[4]).toMatchObject({ badgeTitle: '학술적 글쓰기 기초', issuerName: '메이플예시칼리지' })
    db.close()
  })
})
