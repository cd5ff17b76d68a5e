import type Database from './sqlite'
import type { PartnerRequest } from '../../manifest/schema/partner-request'
import type { components } from '../../src/generated/api.gen'
import type { LogoImage } from '../../src/lib/logo-file'
import type { OpenRequest } from '../../src/lib/partner-request-rules'

type Fields = Omit<components['schemas']['PartnerEventRequest'], 'event' | 'logo'>

/** A partner's request as stored: its checked fields, its event and its logo. */
export interface StoredPartnerRequest extends Fields {
  id: number
  receivedAt: string
  event: PartnerRequest
  logo?: { format: LogoImage['format']; bytes: Uint8Array }
  acceptLanguage: string | null
}

/** An e-mail the reference server would send, kept for the outbox. */
export interface Acknowledgement {
  id: number
  sentAt: string
  to: string
  subject: string
  body: string
  partnerRequestId: number
}

interface RequestRow {
  id: number
  received_at: string
  lang: Fields['lang']
  contact_name: string
  email: string
  tel: string | null
  event: string
  logo: Buffer | null
  logo_format: LogoImage['format'] | null
  accept_language: string | null
}

/**
 * Stores the request, its logo and its acknowledgement. The caller runs it inside one transaction
 * (the group commit's savepoint), so either all three are stored or none.
 */
export function savePartnerRequest(
  db: Database,
  request: Fields & { event: PartnerRequest; logo?: { format: LogoImage['format']; bytes: Uint8Array } },
  meta: { receivedAt: string; acceptLanguage: string | undefined },
  acknowledge: (id: number) => { subject: string; body: string },
): number {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO partner_requests (received_at, lang, contact_name, email, tel, event, logo, logo_format, accept_language)
       VALUES (@receivedAt, @lang, @contactName, @email, @tel, @event, @logo, @logoFormat, @acceptLanguage)`,
    )
    .run({
      receivedAt: meta.receivedAt,
      lang: request.lang,
      contactName: request.contactName,
      email: request.email,
      tel: request.tel ?? null,
      event: JSON.stringify(request.event),
      logo: request.logo ? Buffer.from(request.logo.bytes) : null,
      logoFormat: request.logo?.format ?? null,
      acceptLanguage: meta.acceptLanguage ?? null,
    })
  const id = Number(lastInsertRowid)
  const { subject, body } = acknowledge(id)
  db.prepare('INSERT INTO acknowledgements (sent_at, to_email, subject, body, partner_request_id) VALUES (?, ?, ?, ?, ?)').run(meta.receivedAt, request.email, subject, body, id)
  return id
}

function fromRow(row: RequestRow): StoredPartnerRequest {
  return {
    id: row.id,
    receivedAt: row.received_at,
    lang: row.lang,
    contactName: row.contact_name,
    email: row.email,
    ...(row.tel === null ? {} : { tel: row.tel }),
    event: JSON.parse(row.event) as PartnerRequest,
    ...(row.logo && row.logo_format ? { logo: { format: row.logo_format, bytes: new Uint8Array(row.logo) } } : {}),
    acceptLanguage: row.accept_language,
  }
}

/**
 * The stored requests as the request rules see them (src/lib/partner-request-rules.ts). Every
 * stored request counts as open: nothing closes one yet, and one already made into a page has its
 * address in the manifest anyway, so it is refused either way.
 */
export function openPartnerRequests(db: Database): OpenRequest[] {
  return db.prepare("SELECT id, email, json_extract(event, '$.slug') AS slug FROM partner_requests ORDER BY id").all() as OpenRequest[]
}

/** One stored request, or undefined (`npm run new:event -- --from-request <id>`). */
export function findPartnerRequest(db: Database, id: number): StoredPartnerRequest | undefined {
  const row = db.prepare('SELECT * FROM partner_requests WHERE id = ?').get(id) as RequestRow | undefined
  return row && fromRow(row)
}

/** Newest first, for the outbox. */
export function listPartnerRequests(db: Database): StoredPartnerRequest[] {
  return (db.prepare('SELECT * FROM partner_requests ORDER BY id DESC').all() as RequestRow[]).map(fromRow)
}

/** Newest first, for the outbox. */
export function listAcknowledgements(db: Database): Acknowledgement[] {
  const rows = db.prepare('SELECT * FROM acknowledgements ORDER BY id DESC').all() as Array<{ id: number; sent_at: string; to_email: string; subject: string; body: string; partner_request_id: number }>
  return rows.map((row) => ({ id: row.id, sentAt: row.sent_at, to: row.to_email, subject: row.subject, body: row.body, partnerRequestId: row.partner_request_id }))
}
