import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { EventSchema } from '../../manifest/schema/event'
import { PartnerRequestSchema } from '../../manifest/schema/partner-request'
import { openDatabase } from '../../server/db/open-database'
import { savePartnerRequest } from '../../server/db/partner-request-store'
import { pngOf, validPartnerEvent } from '../../server/test-support/form-body'
import { answersOfRequest, newClaimCode, readPartnerRequest } from './from-request'

const event = PartnerRequestSchema.parse(validPartnerEvent)

describe('new:event --from-request', () => {
  it('reads a stored request with its logo from the reference server\'s database, and says what is missing', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'from-request-')), 'obadge.sqlite')
    const db = openDatabase(file)
    const id = savePartnerRequest(db, { lang: 'ko-KR', contactName: '김담당', email: 'events@partner.example', event, logo: { format: 'png', bytes: pngOf(400, 120) } }, { receivedAt: '2026-11-27T00:00:00.000Z', acceptLanguage: 'ko-KR' }, () => ({ subject: 's', body: 'b' }))
    db.close()
    const request = readPartnerRequest(file, id)
    expect(typeof request === 'object' && request.event.slug).toBe('newpartner-forum')
    expect(typeof request === 'object' && request.logo?.format).toBe('png')
    expect(readPartnerRequest(file, id + 1)).toBe(`${file} has no partner request #${id + 1} (npm run outbox lists them)`)
    expect(readPartnerRequest(path.join(tmpdir(), 'none.sqlite'), 1)).toMatch(/^no database at /)
  })

  it('turns the request into answers whose entry passes the manifest\'s schema; flags beside it win', () => {
    const answers = answersOfRequest(event, { 'badge-url': 'https://badges.example/newpartner', company: undefined, endpoint: 'OpenBadges' })
    expect(answers).toMatchObject({
      company: 'newpartnerforum',
      endpoint: 'OpenBadges',
      interface: 'ko',
      'time-zone': 'Asia/Bangkok',
      venue: 'place',
      'venue-country': 'TH',
      'claims-opens': '2027-05-01T09:00',
      'badge-label': 'NP FORUM',
    })
    expect(answers['claim-code']).toMatch(/^[A-HJ-NP-Z2-9]{8}$/)
    // The entry new:event builds from these answers (key for key, scripts/new-event.ts entryOf).
    const entry = {
      id: 'NewpartnerForumEventPage',
      slug: event.slug,
      interfaceLanguage: answers.interface,
      endpoint: answers.endpoint,
      company: answers.company,
      title: event.title,
      description: event.description,
      name: event.name,
      badge: { image: '/events/newpartner-forum.svg', alt: { ko: '배지', en: 'Badge' }, publicUrl: answers['badge-url'] },
      partner: { name: event.partner.name, logo: '/partners/newpartner-forum.png', url: event.partner.url },
      timeZone: answers['time-zone'],
      dates: event.dates,
      venue: event.venue,
      criteria: event.criteria,
      claims: event.claims,
      claimCode: answers['claim-code'],
    }
    expect(EventSchema.safeParse(entry).error?.issues ?? []).toEqual([])
  })

  it('makes claim codes of 8 characters that are not easily misread', () => {
    const codes = Array.from({ length: 50 }, newClaimCode)
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/)
    expect(new Set(codes).size).toBe(50)
  })
})
