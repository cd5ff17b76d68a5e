import type Database from './sqlite'
import type { Statement } from './sqlite'
import type { components } from '../../src/generated/api.gen'
// The paths of api.yaml that take an IssuanceRequest; the duplicate rule is kept per endpoint.
import type { IssuanceEndpoint } from '../../src/generated/operations/issuance.gen'

type IssuanceRequest = components['schemas']['IssuanceRequest']

export type StoredIssuanceRequest = IssuanceRequest & {
  id: number
  receivedAt: string
  endpoint: IssuanceEndpoint
  acceptLanguage: string | null
}

interface IssuanceOutcome {
  duplicate: boolean
  /** When the stored request (the first one, for a duplicate) arrived. */
  requestedAt: string
}

interface IssuanceRow {
  id: number
  received_at: string
  endpoint: IssuanceEndpoint
  name: string
  email: string
  lang: IssuanceRequest['lang']
  company: string
  language: IssuanceRequest['language'] | null
  accept_language: string | null
}

/** Compiled once per connection: compiling the SQL on every request cost more than running it. */
const statements = new WeakMap<Database, { insert: Statement; findFirst: Statement }>()

function statementsOf(db: Database) {
  let found = statements.get(db)
  if (!found) {
    found = {
      insert: db.prepare(`
        INSERT INTO issuance_requests (received_at, endpoint, name, email, email_key, lang, company, language, accept_language)
        VALUES (@receivedAt, @endpoint, @name, @email, @emailKey, @lang, @company, @language, @acceptLanguage)
        ON CONFLICT (endpoint, company, email_key) DO NOTHING
      `),
      findFirst: db.prepare('SELECT received_at FROM issuance_requests WHERE endpoint = ? AND company = ? AND email_key = ?'),
    }
    statements.set(db, found)
  }
  return found
}

/**
 * The e-mail as the duplicate rule compares it: A-Z folded to a-z, nothing else. SQLite's lower()
 * folds ASCII only and the table's CHECK holds `email_key = lower(email)`, so JavaScript's full
 * Unicode toLowerCase() ('Ä' -> 'ä', 'İ' -> 'i̇') made a valid e-mail fail the CHECK: a 500.
 * Domains are ASCII (IDNA) and local parts are case-sensitive by the RFC anyway.
 */
export function duplicateKeyOfEmail(email: string): string {
  return email.replace(/[A-Z]+/g, (letters) => letters.toLowerCase())
}

/**
 * Stores the request unless the same e-mail (any letter case), company and endpoint asked before;
 * then nothing is written and the first request's time is returned with `duplicate: true`.
 */
export function recordIssuanceRequest(
  db: Database,
  endpoint: IssuanceEndpoint,
  request: IssuanceRequest,
  meta: { receivedAt: string; acceptLanguage: string | undefined },
): IssuanceOutcome {
  const emailKey = duplicateKeyOfEmail(request.email)
  const { insert, findFirst } = statementsOf(db)
  return db.transaction((): IssuanceOutcome => {
    const result = insert.run({
      receivedAt: meta.receivedAt,
      endpoint,
      name: request.name,
      email: request.email,
      emailKey,
      lang: request.lang,
      company: request.company,
      language: request.language ?? null,
      acceptLanguage: meta.acceptLanguage ?? null,
    })
    if (result.changes === 1) return { duplicate: false, requestedAt: meta.receivedAt }
    const first = findFirst.get(endpoint, request.company, emailKey) as { received_at: string } | undefined
    if (!first) throw new Error('issuance conflict without a stored row')
    return { duplicate: true, requestedAt: first.received_at }
  })()
}

/** Newest first, for the outbox. */
export function listIssuanceRequests(db: Database): StoredIssuanceRequest[] {
  const rows = db.prepare('SELECT * FROM issuance_requests ORDER BY received_at DESC, id DESC').all() as IssuanceRow[]
  return rows.map((row) => ({
    id: row.id,
    receivedAt: row.received_at,
    endpoint: row.endpoint,
    name: row.name,
    email: row.email,
    lang: row.lang,
    company: row.company,
    ...(row.language === null ? {} : { language: row.language }),
    acceptLanguage: row.accept_language,
  }))
}
