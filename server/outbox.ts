// `npm run outbox`: what the reference API has received, newest first, from the same database the
// server uses (env DATABASE_FILE, default data/obadge.sqlite). `--json` for scripts.
import { existsSync } from 'node:fs'
import { serverConfig } from './config'
import { openDatabase } from './db/open-database'
import { listContactInquiries } from './db/inquiry-store'
import { listIssuanceRequests } from './db/issuance-store'
import { formatOutbox } from './outbox-format'

const { databaseFile } = serverConfig()
if (databaseFile !== ':memory:' && !existsSync(databaseFile)) {
  console.log(`No database at ${databaseFile} yet: start the server (npm start) and send something first.`)
  process.exit(0)
}

const db = openDatabase(databaseFile)
try {
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
