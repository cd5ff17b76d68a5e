import Database from '../../server/db/sqlite'

/**
 * What the reference API stored, read from its database file (the run's own, see
 * playwright.config.ts, unless a spec runs an API of its own), the way an operator would check the outbox.
 */
export function storedIssuance(email: string, databaseFile = process.env.E2E_DATABASE_FILE!): Array<Record<string, unknown>> {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true })
  try {
    return db.prepare('SELECT endpoint, name, email, lang, company, language, accept_language FROM issuance_requests WHERE email = ?').all(email) as Array<
      Record<string, unknown>
    >
  } finally {
    db.close()
  }
}

export function storedInquiries(email: string): Array<Record<string, unknown>> {
  const db = new Database(process.env.E2E_DATABASE_FILE!, { readonly: true, fileMustExist: true })
  try {
    return db.prepare('SELECT lang, type, name, tel, email, path, content FROM contact_inquiries WHERE email = ?').all(email) as Array<Record<string, unknown>>
  } finally {
    db.close()
  }
}

/** An address no other test uses, so duplicate rules never mix tests up. */
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@mail.example`
