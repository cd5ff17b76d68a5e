import type Database from 'better-sqlite3'
import { sampleGalleryBadges } from '../seed/gallery'
import { samplePressItems } from '../seed/press'

export interface Migration {
  version: number
  name: string
  up: (db: Database.Database) => void
}

/**
 * Numbered, append-only. A database remembers which versions it has applied, so changing an old
 * migration does nothing to an existing file: add a new one instead.
 * CHECK constraints repeat the contract's limits so no code path can store a half-valid record.
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
      for (const badge of sampleGalleryBadges()) insertBadge.run(badge)

      const insertPress = db.prepare(`
        INSERT INTO press_items (id, publisher, title, link_url, published_date, display)
        VALUES (@id, @publisher, @title, @linkUrl, @publishedDate, @display)
      `)
      for (const item of samplePressItems()) insertPress.run({ ...item, display: item.display ? 1 : 0 })
    },
  },
]
