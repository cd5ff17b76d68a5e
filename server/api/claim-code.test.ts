import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { events } from '../../manifest/events/index'
import { zonedInstant } from '../../manifest/schema/event-time'
import { checkResponse } from '../test-support/contract'
import { startTestApi, unlimitedWrites, validIssuance, type TestApi } from '../test-support/test-api'

// The events that ask for a code, read from the manifest (the English example among them), each
// claimed inside its window so that only the code decides.
const coded = events.filter((event) => event.claimCode !== undefined)
const uncoded = events.filter((event) => event.claimCode === undefined)
const insideWindow = (event: (typeof events)[number]) => new Date(event.claims?.opens ? zonedInstant(event.claims.opens, event.timeZone) + 3_600_000 : Date.now())

let api: TestApi
let clock = new Date()
let sent = 0
beforeAll(async () => {
  api = await startTestApi({ writeLimits: unlimitedWrites, now: () => clock })
})
afterAll(async () => {
  await api.app.close()
})

/** One claim for `event`'s company with `claimCode` (left out when undefined), a new e-mail each time. */
async function claim(event: (typeof events)[number], claimCode: string | undefined, language = 'ko-KR') {
  clock = insideWindow(event)
  const rowsBefore = api.count('issuance_requests')
  const answer = await api.app.inject({
    method: 'POST',
    url: `/api/v1/${event.endpoint}`,
    headers: { 'accept-language': language },
    payload: { ...validIssuance, email: `code-${(sent += 1)}@mail.example`, company: event.company, ...(claimCode === undefined ? {} : { claimCode }) },
  })
  const operation = event.endpoint === 'OpenBadges' ? 'issueSampleBadge' : 'issueSampleBadgeV3'
  return {
    status: answer.statusCode,
    body: answer.json() as { message?: string; field?: string },
    contract: checkResponse(operation, answer.statusCode, String(answer.headers['content-type']), answer.json()),
    stored: api.count('issuance_requests') - rowsBefore,
  }
}

it('the manifest has an event that asks for a code (the English example)', () => {
  expect(coded.map((event) => event.slug)).toContain('example-event-en')
})

describe.each(coded.map((event) => [event.slug, event] as const))('%s, which asks for a claim code', (_slug, event) => {
  const code = event.claimCode!

  it('accepts a claim with its code, in any letter case, and stores it without the code', async () => {
    for (const given of [code, code.toLowerCase()]) {
      const answer = await claim(event, given)
      expect(answer.status, given).toBe(200)
      expect(answer.stored).toBe(1)
    }
    const columns = Object.values(api.db.prepare('SELECT * FROM issuance_requests ORDER BY id DESC LIMIT 1').get() as object)
    expect(columns.map(String)).not.toContain(code)
    expect(columns.map(String)).not.toContain(code.toLowerCase())
  })

  it('refuses a claim without a code: 403 naming the field, in the request’s language, nothing stored', async () => {
    const ko = await claim(event, undefined)
    expect(ko).toMatchObject({ status: 403, stored: 0, contract: [] })
    expect(ko.body).toEqual({ resultCode: 403, message: '이 배지는 행사에서 안내한 참가 코드가 있어야 신청할 수 있습니다 (claimCode)', field: 'claimCode' })
    const en = await claim(event, undefined, 'en-US')
    expect(en.body.message).toBe('This badge can be claimed only with the claim code given at the event (claimCode)')
  })

  it.each([
    ['another code', 'WRONG123'],
    ['the code with a character more', `${code}X`],
    ['the code less its last character', code.slice(0, -1)],
  ])('refuses %s: 403 that never tells the code, nothing stored', async (_what, given) => {
    const ko = await claim(event, given)
    expect(ko).toMatchObject({ status: 403, stored: 0, contract: [] })
    expect(ko.body).toEqual({ resultCode: 403, message: '행사에서 안내한 참가 코드가 아닙니다 (claimCode)', field: 'claimCode' })
    const en = await claim(event, given, 'en')
    expect(en.body.message).toBe('This is not the claim code given at the event (claimCode)')
    expect(JSON.stringify([ko.body, en.body])).not.toContain(code)
  })

  it('refuses a code the contract does not allow with a 400, not a 500', async () => {
    const answer = await claim(event, 'HALL 7-QK2')
    expect(answer).toMatchObject({ status: 400, stored: 0, contract: [] })
    expect(answer.body.field).toBe('claimCode')
  })
})

describe('events that ask for no code', () => {
  it.each(uncoded.slice(0, 3).map((event) => [event.slug, event] as const))('%s accepts a claim with no code, or with any code', async (_slug, event) => {
    expect((await claim(event, undefined)).status).toBe(200)
    expect((await claim(event, 'ANYTHING1')).status).toBe(200)
  })

  it('the sample page’s company accepts a claim with no code', async () => {
    clock = new Date()
    expect((await api.app.inject({ method: 'POST', url: '/api/v1/OpenBadgesV3', payload: { ...validIssuance, email: 'sample-code@mail.example' } })).statusCode).toBe(200)
  })
})
