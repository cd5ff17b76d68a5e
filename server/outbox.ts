// `npm run outbox`: what the reference API has received, newest first, from the same database the
// server uses (env DATABASE_FILE, default data/obadge.sqlite). `--json` for scripts.
import { existsSync } from 'node:fs'
import { serverConfig } from './config'
import { openDatabaseReadOnly } from './db/open-database'
import { listContactInquiries } from './db/inquiry-store'
import { listIssuanceRequests } from './db/issuance-store'
import { listAcknowledgements, listPartnerRequests } from './db/partner-request-store'
import { formatOutbox } from './outbox-format'

const { databaseFile } = serverConfig()
if (databaseFile === ':memory:') {
  console.log('DATABASE_FILE is :memory:, which lives and dies with the server process: there is no outbox to read.')
  process.exit(0)
}
if (!existsSync(databaseFile)) {
  console.log(`No database at ${databaseFile} yet: start the server (npm start) and send something first.`)
  process.exit(0)
}

// Read-only and never migrated: the outbox looks, it does not touch.
const db = openDatabaseReadOnly(databaseFile)
try {
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'schema_migrations'").get()) {
    throw new Error(`${databaseFile} has never been opened by the server (no schema): start it once first.`)
  }
  const inquiries = listContactInquiries(db)
  const issuances = listIssuanceRequests(db)
  // A database from before migration 4 has no partner requests yet; the outbox never migrates.
  const hasPartnerRequests = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'partner_requests'").get() !== undefined
  const partnerRequests = hasPartnerRequests ? listPartnerRequests(db) : []
  const acknowledgements = hasPartnerRequests ? listAcknowledgements(db) : []
  if (process.argv.includes('--json')) {
    // A logo's bytes are no use in a listing: its format and size are.
    const requests = partnerRequests.map(({ logo, ...request }) => ({ ...request, ...(logo ? { logo: { format: logo.format, bytes: logo.bytes.byteLength } } : {}) }))
    console.log(JSON.stringify({ inquiries, issuances, partnerRequests: requests, acknowledgements }, null, 2))
  } else {
    console.log(formatOutbox(databaseFile, inquiries, issuances, partnerRequests, acknowledgements))
  }
} finally {
  db.close()
}
