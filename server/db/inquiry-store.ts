import type Database from './sqlite'
import type { Statement } from './sqlite'
import type { components } from '../../src/generated/api.gen'

type ContactInquiry = components['schemas']['ContactInquiry']

export type StoredContactInquiry = ContactInquiry & {
  id: number
  receivedAt: string
  acceptLanguage: string | null
}

interface InquiryRow {
  id: number
  received_at: string
  lang: ContactInquiry['lang']
  type: ContactInquiry['type']
  name: string
  tel: string
  email: string
  path: string | null
  content: string
  accept_language: string | null
}

/** Compiled once per connection, not on every request. */
const inserts = new WeakMap<Database, Statement>()
function insertStatementOf(db: Database): Statement {
  let insert = inserts.get(db)
  if (!insert) {
    insert = db.prepare(`
      INSERT INTO contact_inquiries (received_at, lang, type, name, tel, email, path, content, accept_language)
      VALUES (@receivedAt, @lang, @type, @name, @tel, @email, @path, @content, @acceptLanguage)
    `)
    inserts.set(db, insert)
  }
  return insert
}

export function saveContactInquiry(
  db: Database,
  inquiry: ContactInquiry,
  meta: { receivedAt: string; acceptLanguage: string | undefined },
): number {
  const result = insertStatementOf(db).run({
      receivedAt: meta.receivedAt,
      lang: inquiry.lang,
      type: inquiry.type,
      name: inquiry.name,
      tel: inquiry.tel,
      email: inquiry.email,
      path: inquiry.path ?? null,
      content: inquiry.content,
      acceptLanguage: meta.acceptLanguage ?? null,
    })
  return Number(result.lastInsertRowid)
}

/** Newest first, for the outbox. */
export function listContactInquiries(db: Database): StoredContactInquiry[] {
  const rows = db.prepare('SELECT * FROM contact_inquiries ORDER BY received_at DESC, id DESC').all() as InquiryRow[]
  return rows.map((row) => ({
    id: row.id,
    receivedAt: row.received_at,
    lang: row.lang,
    type: row.type,
    name: row.name,
    tel: row.tel,
    email: row.email,
    ...(row.path === null ? {} : { path: row.path }),
    content: row.content,
    acceptLanguage: row.accept_language,
  }))
}
