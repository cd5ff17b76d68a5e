import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resolveClaims } from '../../manifest/claim-window'
import { events } from '../../manifest/events/index'
import { checkResponse } from '../test-support/contract'
import { startTestApi, unlimitedWrites, validIssuance, type TestApi } from '../test-support/test-api'
import { siteSentence } from './messages'

// A partner's fixed window, given to the API for the Korean example's company (the manifest's only
// windows are the examples', which move with the day): claims from 2026-09-15 09:00 until
// 2026-09-30 18:00, Seoul time (UTC+9).
const fixedWindows = { obadgeexample: resolveClaims({ opens: '2026-09-15T09:00', closes: '2026-09-30T18:00' }, 'Asia/Seoul', 0) }
const times = {
  before: '2026-09-15T08:59:59+09:00',
  opening: '2026-09-15T09:00:00+09:00',
  inside: '2026-09-20T12:00:00+09:00',
  lastMoment: '2026-09-30T17:59:59+09:00',
  closing: '2026-09-30T18:00:00+09:00',
  after: '2027-01-01T00:00:00+09:00',
} as const

/** The event page's sentence in English as the API answers it (the server takes it from the same dictionary). */
const answered = (pick: Parameters<typeof siteSentence>[0]) => siteSentence(pick).en

let api: TestApi
let clock = new Date(times.inside)
let sent = 0
beforeAll(async () => {
  api = await startTestApi({ writeLimits: unlimitedWrites, now: () => clock, claimWindows: fixedWindows })
})
afterAll(async () => {
  await api.app.close()
})

/** One claim at `time`, each with an e-mail of its own (so none is a duplicate): the answer and the rows it added. */
async function claimAt(time: string, company: string, options: { endpoint?: string; language?: string } = {}) {
  clock = new Date(time)
  const rowsBefore = api.count('issuance_requests')
  const answer = await api.app.inject({
    method: 'POST',
    url: `/api/v1/${options.endpoint ?? 'OpenBadgesV3'}`,
    headers: { 'accept-language': options.language ?? 'ko-KR' },
    payload: { ...validIssuance, email: `claim-${(sent += 1)}@mail.example`, company },
  })
  return { status: answer.statusCode, body: answer.json(), contentType: String(answer.headers['content-type']), stored: api.count('issuance_requests') - rowsBefore }
}

describe('an event with a fixed claim window', () => {
  it.each([
    ['before it opens', times.before],
    ['at the minute it closes', times.closing],
    ['after it closed', times.after],
  ])('refuses a claim %s with a 409, storing nothing', async (_when, time) => {
    const answer = await claimAt(time, 'obadgeexample')
    expect(answer.status).toBe(409)
    expect(answer.stored).toBe(0)
    expect(checkResponse('issueSampleBadgeV3', 409, answer.contentType, answer.body)).toEqual([])
  })

  it.each([
    ['in the minute it opens', times.opening],
    ['inside it', times.inside],
    ['in its last second', times.lastMoment],
  ])('accepts a claim %s', async (_when, time) => {
    const answer = await claimAt(time, 'obadgeexample')
    expect(answer.status).toBe(200)
    expect(answer.stored).toBe(1)
  })

  it("says when claims open, in the visitor language, with the event's date, time and time zone", async () => {
    expect((await claimAt(times.before, 'obadgeexample')).body).toEqual({ resultCode: 409, message: '이 배지는 2026년 9월 15일 09:00(GMT+9, 대한민국 시간)부터 신청할 수 있습니다' })
    expect((await claimAt(times.before, 'obadgeexample', { language: 'en-US' })).body).toEqual({
      resultCode: 409,
      message: answered((L) => L.issuance.claimsOpenOn({ opens: '15 September 2026 at 09:00 (GMT+9, South Korea Time)' })),
    })
  })

  it('says when claims closed, in the visitor language', async () => {
    expect((await claimAt(times.after, 'obadgeexample')).body.message).toBe('이 배지의 신청은 2026년 9월 30일 18:00(GMT+9, 대한민국 시간)에 마감되었습니다')
    expect((await claimAt(times.after, 'obadgeexample', { language: 'en' })).body.message).toBe(answered((L) => L.issuance.claimsClosedOn({ closes: '30 September 2026 at 18:00 (GMT+9, South Korea Time)' })))
  })

  it('on the other wallet\'s endpoint the code is not the event\'s at all: 422, whatever the window (known-company.ts)', async () => {
    expect((await claimAt(times.inside, 'obadgeexample', { endpoint: 'OpenBadges' })).status).toBe(422)
  })
})

describe('a company without a window', () => {
  it.each([['obadge'], ['aeskr']])('%s is accepted before, inside and after the example window', async (company) => {
    for (const time of [times.before, times.inside, times.after]) {
      expect((await claimAt(time, company, { endpoint: 'OpenBadges' })).status, `${company} at ${time}`).toBe(200)
    }
  })
})

describe("the examples, whose window moves with the day (manifest claims.relative)", () => {
  const examples = events.filter((event) => event.example && event.claims?.relative)
  let manifestApi: TestApi
  let now = new Date()
  beforeAll(async () => {
    manifestApi = await startTestApi({ writeLimits: unlimitedWrites, now: () => now })
  })
  afterAll(async () => {
    await manifestApi.app.close()
  })

  const claim = (event: (typeof examples)[number], email: string) =>
    manifestApi.app.inject({
      method: 'POST',
      url: `/api/v1/${event.endpoint}`,
      headers: { 'accept-language': 'ko-KR' },
      payload: { ...validIssuance, email, company: event.company, ...(event.claimCode ? { claimCode: event.claimCode } : {}) },
    })

  it('are both in the manifest, one per wallet', () => {
    expect(new Set(examples.map((event) => event.endpoint))).toEqual(new Set(['OpenBadges', 'OpenBadgesV3']))
  })

  it("accept a claim today, and on any later day, since the server reads the window on the claim's own day; and the process serves on", async () => {
    const days = [new Date(), new Date('2030-02-28T23:30:00Z'), new Date('2026-03-29T01:30:00Z')]
    for (const day of days) {
      now = day
      for (const event of examples) {
        const answer = await claim(event, `example-${event.company}-${day.getTime()}@mail.example`)
        expect(answer.statusCode, `${event.company} on ${day.toISOString()}`).toBe(200)
        expect(answer.json()).toMatchObject({ result: 'Requested' })
      }
    }
    expect(manifestApi.count('issuance_requests')).toBe(days.length * examples.length)
    // The same process answers the next request, the sample pages' code, as ever.
    now = new Date()
    const next = await manifestApi.app.inject({ method: 'POST', url: '/api/v1/OpenBadges', payload: { ...validIssuance, email: 'after-examples@mail.example' } })
    expect(next.statusCode).toBe(200)
  })

  it("holds every claim a page built that day or earlier shows open: the page's window, read on its build day, lies inside the server's", () => {
    const built = Date.parse('2026-11-30T08:00:00+09:00')
    for (const later of [built, built + 3_600_000, built + 86_400_000, built + 13 * 86_400_000]) {
      for (const event of examples) {
        const page = resolveClaims(event.claims!, event.timeZone, built)
        const server = resolveClaims(event.claims!, event.timeZone, later)
        expect(server.opens!.instant).toBeLessThanOrEqual(later)
        expect(server.closes!.instant).toBeGreaterThanOrEqual(page.closes!.instant)
      }
    }
  })
})
