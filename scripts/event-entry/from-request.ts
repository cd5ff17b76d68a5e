import { randomInt } from 'node:crypto'
import { existsSync } from 'node:fs'
import type { PartnerRequest } from '../../manifest/schema/partner-request'
import { openDatabaseReadOnly } from '../../server/db/open-database'
import { findPartnerRequest, openPartnerRequests, type StoredPartnerRequest } from '../../server/db/partner-request-store'
import { requestBadgeLabel } from '../../src/lib/event-badge/words'
import { companyOfAddress, type OpenRequest } from '../../src/lib/partner-request-rules'

type Answers = Record<string, string | undefined>

/**
 * A partner's stored request (the reference API's database, `requestPartnerEvent`), read only:
 * `npm run new:event -- --from-request <id>` turns it into the answers the interactive command
 * would have been given, so it goes through the same checks and writes the same files.
 */
export function readPartnerRequest(databaseFile: string, id: number): StoredPartnerRequest | string {
  if (!existsSync(databaseFile)) return `no database at ${databaseFile} (set DATABASE_FILE to the reference server's)`
  const db = openDatabaseReadOnly(databaseFile)
  try {
    if (!db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'partner_requests'").get()) return `${databaseFile} holds no partner requests`
    return findPartnerRequest(db, id) ?? `${databaseFile} has no partner request #${id} (npm run outbox lists them)`
  } finally {
    db.close()
  }
}

/**
 * The partner requests stored in the reference API's database, for the request rules: an address
 * a partner has asked for is not given to another page. None when there is no database (a
 * maintainer's machine without the server's data).
 */
export function readOpenRequests(databaseFile: string): OpenRequest[] {
  if (!existsSync(databaseFile)) return []
  const db = openDatabaseReadOnly(databaseFile)
  try {
    if (!db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'partner_requests'").get()) return []
    return openPartnerRequests(db)
  } finally {
    db.close()
  }
}

/** A claim code for a request that asks for one: 8 upper-case letters and digits, none easily misread (0/O, 1/I). */
export function newClaimCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  return Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join('')
}

/**
 * The new:event answers of a request: the partner's fields as written; what the partner does not
 * decide comes from the flags given beside `--from-request` (they win), else a default: the
 * company code is the address without dashes, the wallet 3.0, the artwork's label the partner's
 * (else the event's English name) in capitals; the badge's page must be given.
 */
export function answersOfRequest(event: PartnerRequest, given: Answers): Answers {
  const venue = event.venue
  const fromRequest: Answers = {
    company: companyOfAddress(event.slug),
    interface: event.interfaceLanguage,
    endpoint: 'OpenBadgesV3',
    'title-ko': event.title.ko,
    'title-en': event.title.en,
    'description-ko': event.description.ko,
    'description-en': event.description.en,
    'badge-label': requestBadgeLabel(event),
    'partner-name-ko': event.partner.name.ko,
    'partner-name-en': event.partner.name.en,
    'partner-url': event.partner.url,
    'name-ko': event.name.ko,
    'name-en': event.name.en,
    'time-zone': event.timeZone,
    start: event.dates?.start,
    end: event.dates?.end,
    venue: venue?.kind,
    ...(venue?.kind === 'place'
      ? { 'venue-name-ko': venue.name.ko, 'venue-name-en': venue.name.en, 'venue-address-ko': venue.address.ko, 'venue-address-en': venue.address.en, 'venue-country': venue.country }
      : {}),
    ...(venue?.kind === 'online' && venue.platform ? { 'venue-platform-ko': venue.platform.ko, 'venue-platform-en': venue.platform.en } : {}),
    'criteria-ko': event.criteria?.ko,
    'criteria-en': event.criteria?.en,
    'claims-opens': event.claims?.opens,
    'claims-closes': event.claims?.closes,
    'claim-code': event.asksClaimCode ? newClaimCode() : undefined,
  }
  const answers: Answers = { ...fromRequest }
  for (const [flag, value] of Object.entries(given)) if (value !== undefined) answers[flag] = value
  return answers
}
