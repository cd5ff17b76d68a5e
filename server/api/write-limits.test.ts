import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseWriteLimits } from '../config'
import { listIssuanceRequests } from '../db/issuance-store'
import { checkResponse, contract } from '../test-support/contract'
import { startTestApi, validInquiry, validIssuance, type TestApi } from '../test-support/test-api'
import { contractWriteLimits, type WriteLimits } from './rate-limit'

let api: TestApi | undefined
afterEach(async () => {
  vi.useRealTimers()
  await api?.app.close()
  api = undefined
})

async function start(writeLimits: Partial<WriteLimits>): Promise<TestApi> {
  api = await startTestApi({ writeLimits })
  return api
}

const venueAddress = '203.0.113.7'
const issue = (app: TestApi['app'], email: string, options: { from?: string; language?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/OpenBadgesV3',
    remoteAddress: options.from ?? venueAddress,
    headers: { 'accept-language': options.language ?? 'ko-KR' },
    payload: { ...validIssuance, email },
  })
const attendee = (i: number) => `attendee-${i}@hall.example`

describe('a hall behind one Wi-Fi address is not refused', () => {
  // The contract's proportions at a small size: a hall of 50, the address ceiling at twice the
  // hall (api.yaml: 2,000 for 1,000 people), the e-mail limit the contract's.
  const hall = 50

  it('50 attendees claiming at once, 10 of them twice: every one answered 200 and stored exactly once', async () => {
    const { app, db } = await start({ perAddressPerMinute: 2 * hall })
    const claims = Array.from({ length: hall }, (_, i) => attendee(i))
    const secondPresses = claims.slice(0, 10)
    const answers = await Promise.all([...claims, ...secondPresses].map((email) => issue(app, email)))
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(hall + 10).fill(200))
    expect(answers.filter((answer) => answer.json().duplicate === true)).toHaveLength(10)
    const stored = listIssuanceRequests(db).map((row) => row.email)
    expect(stored.sort()).toEqual([...claims].sort())
  })

  it('the ceiling, once reached by many e-mails, refuses the address with Retry-After, and only that address', async () => {
    // The clock stands still, so Retry-After is the whole minute however long 100 answers take
    // on a busy machine (a loaded run answered 59).
    vi.useFakeTimers({ toFake: ['Date'] })
    const { app, count } = await start({ perAddressPerMinute: 2 * hall })
    for (let i = 0; i < 2 * hall; i += 1) expect((await issue(app, attendee(i))).statusCode).toBe(200)
    const refused = await issue(app, 'someone-new@hall.example')
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBe('60')
    expect(refused.json()).toEqual({ resultCode: 429, message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요' })
    expect((await issue(app, 'someone-new@hall.example', { from: '198.51.100.1' })).statusCode).toBe(200)
    expect(count('issuance_requests')).toBe(2 * hall + 1)
  })
})

describe('a flood of one e-mail is refused', () => {
  const perEmail = contractWriteLimits.perEmailPerMinute

  it(`the same e-mail: ${perEmail} answers, then 429 with Retry-After in the contract's shape; stored once`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { app, count } = await start({})
    const answers = []
    for (let i = 0; i <= perEmail + 5; i += 1) answers.push(await issue(app, validIssuance.email, { language: 'en-US' }))
    expect(answers.map((answer) => answer.statusCode)).toEqual([...Array(perEmail).fill(200), ...Array(6).fill(429)])
    const refused = answers.at(-1)!
    expect(refused.headers['retry-after']).toBe('60')
    expect(refused.json()).toEqual({ resultCode: 429, message: 'Too many requests. Please try again in a moment' })
    expect(checkResponse('issueSampleBadgeV3', 429, String(refused.headers['content-type']), refused.json())).toEqual([])
    expect(count('issuance_requests')).toBe(1)
  })

  it('keys on the address and the e-mail: its case does not make a new person, another e-mail or address is not held', async () => {
    const { app } = await start({ perEmailPerMinute: 2 })
    expect((await issue(app, 'Flood@Mail.example')).statusCode).toBe(200)
    expect((await issue(app, 'flood@mail.example')).statusCode).toBe(200)
    expect((await issue(app, 'FLOOD@mail.example')).statusCode).toBe(429)
    expect((await issue(app, 'neighbour@mail.example')).statusCode).toBe(200)
    expect((await issue(app, 'flood@mail.example', { from: '198.51.100.1' })).statusCode).toBe(200)
  })

  it('holds the contact form too (its sender e-mail), counted with the issuance requests of that e-mail', async () => {
    const { app, count } = await start({ perEmailPerMinute: 2 })
    const inquire = () => app.inject({ method: 'POST', url: '/api/v1/ContactUsByEmail', remoteAddress: venueAddress, payload: validInquiry })
    expect((await inquire()).statusCode).toBe(200)
    expect((await issue(app, validInquiry.email)).statusCode).toBe(200)
    const refused = await inquire()
    expect(refused.statusCode).toBe(429)
    expect(checkResponse('sendContactInquiry', 429, String(refused.headers['content-type']), refused.json())).toEqual([])
    expect(count('contact_inquiries')).toBe(1)
  })

  it('accepts the e-mail again once its minute is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { app } = await start({ perEmailPerMinute: 1 })
    expect((await issue(app, 'patient@mail.example')).statusCode).toBe(200)
    vi.advanceTimersByTime(30_000)
    const refused = await issue(app, 'patient@mail.example')
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBe('30')
    vi.advanceTimersByTime(30_000)
    expect((await issue(app, 'patient@mail.example')).statusCode).toBe(200)
  })

  it('reads (GET) are not limited', async () => {
    const { app } = await start({ perAddressPerMinute: 1 })
    expect((await issue(app, 'reader@mail.example')).statusCode).toBe(200)
    expect((await issue(app, 'reader2@mail.example')).statusCode).toBe(429)
    expect((await app.inject({ url: '/api/v1/MediaNews', remoteAddress: venueAddress })).statusCode).toBe(200)
  })
})

describe('the limits come from api.yaml, and the environment may change them', () => {
  it('defaults to x-obadge-limits', () => {
    const declared = (contract as unknown as { info: { 'x-obadge-limits': Record<string, number> } }).info['x-obadge-limits']
    expect(contractWriteLimits).toEqual({ perEmailPerMinute: declared.writesPerEmailPerMinute, perAddressPerMinute: declared.writesPerAddressPerMinute })
    expect(parseWriteLimits({})).toEqual(contractWriteLimits)
  })

  it('WRITES_PER_EMAIL_PER_MINUTE and WRITES_PER_ADDRESS_PER_MINUTE override each on its own', () => {
    expect(parseWriteLimits({ WRITES_PER_ADDRESS_PER_MINUTE: '5000' })).toEqual({ ...contractWriteLimits, perAddressPerMinute: 5000 })
    expect(parseWriteLimits({ WRITES_PER_EMAIL_PER_MINUTE: '3' })).toEqual({ ...contractWriteLimits, perEmailPerMinute: 3 })
  })

  it.each([['0'], ['-1'], ['1.5'], ['lots']])('refuses %j, so the server does not start', (value) => {
    expect(() => parseWriteLimits({ WRITES_PER_ADDRESS_PER_MINUTE: value })).toThrow(`WRITES_PER_ADDRESS_PER_MINUTE must be a positive whole number, not "${value}"`)
    expect(() => parseWriteLimits({ WRITES_PER_EMAIL_PER_MINUTE: value })).toThrow(`WRITES_PER_EMAIL_PER_MINUTE must be a positive whole number, not "${value}"`)
  })

  it('refuses the old WRITES_PER_MINUTE instead of ignoring it', () => {
    expect(() => parseWriteLimits({ WRITES_PER_MINUTE: '60' })).toThrow('WRITES_PER_MINUTE is gone')
  })
})
