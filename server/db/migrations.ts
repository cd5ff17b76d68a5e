import type Database from './sqlite'
import { sampleGalleryBadges, sampleGalleryRows } from '../seed/gallery'
import { samplePressItems } from '../seed/press'

export interface Migration {
  version: number
  name: string
  up: (db: Database) => void
}

/**
 * Numbered, append-only. A database remembers which versions it has applied, so changing an old
 * migration does nothing to an existing file: add a new one instead.
 *
 * **The tables hold structure, the contract holds the rules.** A column says it is there (NOT
 * NULL), what type it holds (STRICT tables) and what identifies a row (primary key, the duplicate
 * rule's UNIQUE key and the `email_key` it is built from). It never repeats a length limit, pattern
 * or enum of openapi/api.yaml. Migration 1 did, as CHECKs; since an applied migration is never
 * changed, raising a limit in the contract alone then turned a request it now allowed into a 500
 * until someone also wrote a migration rebuilding the table. Migration 3 rebuilt them without.
 * Generating the CHECKs (and a migration each time a limit moves) from the contract was the other
 * way; it keeps two copies of every rule in step at the price of a generator, a rebuild per change
 * and a second validator whose failures are 500s, for no record the first one would let through.
 *
 * What keeps a half-valid record out is the contract itself, applied once before anything is
 * stored: every write reaches the database only through an operation handler
 * (server/api/operations.ts), which runs only after fastify-openapi-glue has validated the body,
 * query and headers against api.yaml with the strict validator (no coercion, no removal:
 * server/api/strict-validator.ts); a request it refuses is a 400 and writes nothing
 * (server/api/bad-input.test.ts). The stores' parameters are the contract's generated types, so
 * code handing them another shape does not compile. Gallery and press rows come only from
 * migrations, out of seed data typed by the contract; server/api/contract.test.ts validates the
 * answers built from them. server/db/limits-from-contract.test.ts proves that a limit raised in
 * a copy of the contract is stored in full, on a new database and on an upgraded one.
 */
export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'create inquiry, issuance and content tables',
    up: (db) => {
      db.exec(`
        CREATE TABLE contact_inquiries (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          received_at TEXT NOT NULL,
          lang TEXT NOT NULL CHECK (lang IN ('ko-KR', 'en-US')),
          type TEXT NOT NULL CHECK (type IN ('service', 'partnership', 'inquiry', 'other')),
          name TEXT NOT NULL CHECK (length(trim(name)) > 0 AND length(name) <= 100),
          tel TEXT NOT NULL CHECK (tel <> '' AND tel NOT GLOB '*[^0-9]*' AND length(tel) <= 20),
          email TEXT NOT NULL CHECK (email LIKE '%_@_%._%' AND length(email) <= 254),
          path TEXT CHECK (path IS NULL OR length(path) <= 50),
          content TEXT NOT NULL CHECK (length(trim(content)) > 0 AND length(content) <= 5000),
          accept_language TEXT
        );

        CREATE TABLE issuance_requests (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          received_at TEXT NOT NULL,
          endpoint TEXT NOT NULL CHECK (endpoint IN ('OpenBadges', 'OpenBadgesV3')),
          name TEXT NOT NULL CHECK (length(trim(name)) > 0 AND length(name) <= 100),
          email TEXT NOT NULL CHECK (email LIKE '%_@_%._%' AND length(email) <= 254),
          -- The duplicate rule compares e-mails case-insensitively.
          email_key TEXT NOT NULL CHECK (email_key = lower(email)),
          lang TEXT NOT NULL CHECK (lang IN ('ko-KR', 'en-US')),
          company TEXT NOT NULL CHECK (company <> '' AND company NOT GLOB '*[^a-z0-9]*' AND length(company) <= 50),
          language TEXT CHECK (language IS NULL OR language IN ('ko-KR', 'en-US')),
          accept_language TEXT,
          UNIQUE (endpoint, company, email_key)
        );

        CREATE TABLE gallery_badges (
          id INTEGER PRIMARY KEY,
          category TEXT NOT NULL CHECK (category IN ('edu', 'corp', 'group', 'other')),
          badge_title TEXT NOT NULL,
          issuer_name TEXT NOT NULL,
          badge_link_url TEXT NOT NULL,
          issuer_link_url TEXT NOT NULL,
          badge_image_path TEXT NOT NULL
        );

        CREATE TABLE press_items (
          id INTEGER PRIMARY KEY,
          publisher TEXT NOT NULL,
          title TEXT NOT NULL,
          link_url TEXT NOT NULL,
          published_date TEXT NOT NULL,
          display INTEGER NOT NULL CHECK (display IN (0, 1))
        );
      `)
    },
  },
  {
    version: 2,
    name: 'load sample gallery badges and press items',
    up: (db) => {
      const insertBadge = db.prepare(`
        INSERT INTO gallery_badges (id, category, badge_title, issuer_name, badge_link_url, issuer_link_url, badge_image_path)
        VALUES (@id, @category, @badgeTitle, @issuerName, @badgeLinkUrl, @issuerLinkUrl, @badgeImagePath)
      `)
      // The names as this migration first wrote them, one per badge (migration 6 adds the English ones).
      for (const badge of sampleGalleryBadges('ko')) insertBadge.run(badge)

      const insertPress = db.prepare(`
        INSERT INTO press_items (id, publisher, title, link_url, published_date, display)
        VALUES (@id, @publisher, @title, @linkUrl, @publishedDate, @display)
      `)
      for (const item of samplePressItems()) insertPress.run({ ...item, display: item.display ? 1 : 0 })
    },
  },
  {
    version: 3,
    name: 'keep only structure in the request and gallery tables: limits and enums live in the contract',
    up: (db) => {
      rebuildTable(db, 'contact_inquiries', `
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        received_at TEXT NOT NULL,
        lang TEXT NOT NULL,
        type TEXT NOT NULL,
        name TEXT NOT NULL,
        tel TEXT NOT NULL,
        email TEXT NOT NULL,
        path TEXT,
        content TEXT NOT NULL,
        accept_language TEXT
      `)
      rebuildTable(db, 'issuance_requests', `
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        received_at TEXT NOT NULL,
        endpoint TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        -- The duplicate rule compares e-mails with A-Z folded (issuance-store.ts duplicateKeyOfEmail):
        -- a relation between two columns of the row, not a rule of the contract.
        email_key TEXT NOT NULL CHECK (email_key = lower(email)),
        lang TEXT NOT NULL,
        company TEXT NOT NULL,
        language TEXT,
        accept_language TEXT,
        UNIQUE (endpoint, company, email_key)
      `)
      rebuildTable(db, 'gallery_badges', `
        id INTEGER PRIMARY KEY,
        category TEXT NOT NULL,
        badge_title TEXT NOT NULL,
        issuer_name TEXT NOT NULL,
        badge_link_url TEXT NOT NULL,
        issuer_link_url TEXT NOT NULL,
        badge_image_path TEXT NOT NULL
      `)
      // press_items keeps `display IN (0, 1)`: that is how a boolean is stored, not a contract rule.
    },
  },
  {
    version: 4,
    name: 'partner event requests with their logo, and the acknowledgements sent',
    up: (db) => {
      db.exec(`
        CREATE TABLE partner_requests (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          received_at TEXT NOT NULL,
          lang TEXT NOT NULL,
          contact_name TEXT NOT NULL,
          email TEXT NOT NULL,
          tel TEXT,
          -- The event's fields as the manifest's PartnerRequestSchema parsed them, JSON.
          event TEXT NOT NULL,
          -- The logo's bytes and the format its content showed; both or neither.
          logo BLOB,
          logo_format TEXT CHECK ((logo IS NULL) = (logo_format IS NULL)),
          accept_language TEXT
        ) STRICT;

        -- What the reference server would e-mail: read by npm run outbox.
        CREATE TABLE acknowledgements (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          sent_at TEXT NOT NULL,
          to_email TEXT NOT NULL,
          subject TEXT NOT NULL,
          body TEXT NOT NULL,
          partner_request_id INTEGER NOT NULL REFERENCES partner_requests (id)
        ) STRICT;
      `)
    },
  },
  {
    version: 5,
    // The seed wrote some headlines with a topic of the other language ("오배지, micro-credentials
    // 관련 …"); each is now in its outlet's language. A new database gets them from migration 2,
    // on which this changes nothing; an older one gets them here. Seeded rows only, by id.
    name: "the sample press headlines, each in its outlet's language",
    up: (db) => {
      const update = db.prepare('UPDATE press_items SET publisher = @publisher, title = @title WHERE id = @id')
      for (const { id, publisher, title } of samplePressItems()) update.run({ id, publisher, title })
    },
  },
  {
    version: 6,
    // A badge's title and its issuer's name in each language: the API answers the one the
    // request's Accept-Language asks for (content-store.ts listGalleryBadges). The English column
    // may be empty (NULL) for a row that has one name only: then that name is given in both. The
    // seeded rows get both names, by id; the Korean columns are the names the rows had.
    name: "the gallery's names in both languages",
    up: (db) => {
      db.exec(`
        ALTER TABLE gallery_badges RENAME COLUMN badge_title TO badge_title_ko;
        ALTER TABLE gallery_badges RENAME COLUMN issuer_name TO issuer_name_ko;
        ALTER TABLE gallery_badges ADD COLUMN badge_title_en TEXT;
        ALTER TABLE gallery_badges ADD COLUMN issuer_name_en TEXT;
      `)
      const update = db.prepare(`
        UPDATE gallery_badges SET badge_title_ko = @titleKo, issuer_name_ko = @issuerKo, badge_title_en = @titleEn, issuer_name_en = @issuerEn
        WHERE id = @id
      `)
      for (const { id, badgeTitle, issuerName } of sampleGalleryRows()) {
        update.run({ id, titleKo: badgeTitle.ko, issuerKo: issuerName.ko, titleEn: badgeTitle.en, issuerEn: issuerName.en })
      }
    },
  },
]

/**
 * SQLite cannot drop a CHECK in place, so the table is made again (its "generalized ALTER TABLE"
 * procedure): create the new one, copy every row with its id, carry over AUTOINCREMENT's
 * high-water mark so a deleted row's id is never given again, drop the old one and take its
 * name. It runs inside the migration's transaction (applyMigrations), so a failure leaves the
 * old table as it was. No table has foreign keys, triggers, views or extra indexes to recreate.
 */
function rebuildTable(db: Database, table: string, columns: string): void {
  const rebuilt = `${table}_rebuilt`
  db.exec(`CREATE TABLE ${rebuilt} (${columns}) STRICT`)
  const names = (db.pragma(`table_info(${rebuilt})`) as Array<{ name: string }>).map((column) => column.name).join(', ')
  db.exec(`INSERT INTO ${rebuilt} (${names}) SELECT ${names} FROM ${table}`)
  db.prepare('DELETE FROM sqlite_sequence WHERE name = ?').run(rebuilt)
  db.prepare('INSERT INTO sqlite_sequence (name, seq) SELECT ?, seq FROM sqlite_sequence WHERE name = ?').run(rebuilt, table)
  db.exec(`DROP TABLE ${table}`)
  db.exec(`ALTER TABLE ${rebuilt} RENAME TO ${table}`)
}
