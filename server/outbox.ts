// `npm run outbox`: what the reference API has received, newest first, from the same database the
// server uses (env DATABASE_FILE, default data/obadge.sqlite). `--json` for scripts.
import { existsSync } from 'node:fs'
import { serverConfig } from './config'
import { openDatabaseReadOnly } from './db/open-database'
import { listContactInquiries } from './db/inquiry-store'
import { listIssuanceRequests } from './db/issuance-store'
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
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ inquiries, issuances }, null, 2))
  } else {
    console.log(formatOutbox(databaseFile, inquiries, issuances))
  }
} finally {
  db.close()
}
