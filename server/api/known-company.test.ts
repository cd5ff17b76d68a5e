import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { brand } from '../../manifest/brand'
import { resolveClaims } from '../../manifest/claim-window'
import { events } from '../../manifest/events/index'
import { claimState } from '../../src/lib/claim-window'
import { checkResponse } from '../test-support/contract'
import { startTestApi, unlimitedWrites, validIssuance, type TestApi } from '../test-support/test-api'

/**
 * The duplicate rule is kept per company, so made-up company codes turned one
 * stranger's address into as many badge e-mails as codes. The API now issues only for the codes
 * of the manifest: the sample pages' product code and every event's (read here from the manifest,
 * so a new entry needs no edit).
 */
let api: TestApi
const clock = new Date('2025-10-02T09:00:00.000Z')
beforeAll(async () => {
  api = await startTestApi({ writeLimits: unlimitedWrites, now: () => clock })
})
afterAll(async () => {
  await api.app.close()
})

const issue = (company: string, options: { endpoint?: string; language?: string; email?: string; claimCode?: string | undefined } = {}) =>
  api.app.inject({
    method: 'POST',
    url: `/api/v1/${options.endpoint ?? 'OpenBadges'}`,
    headers: { 'accept-language': options.language ?? 'ko-KR' },
    payload: { ...validIssuance, email: options.email ?? validIssuance.email, company, ...(options.claimCode ? { claimCode: options.claimCode } : {}) },
  })

describe('company codes the manifest does not know', () => {
  it('three made-up codes for one e-mail: three 422s naming company, in the contract\'s shape, nothing stored', async () => {
    for (const [company, endpoint] of [['obadgefree', 'OpenBadges'], ['partner2099', 'OpenBadgesV3'], ['x', 'OpenBadges']] as const) {
      const res = await issue(company, { endpoint, email: 'someone.else@mail.example' })
      expect(res.statusCode, company).toBe(422)
      expect(checkResponse(endpoint === 'OpenBadges' ? 'issueSampleBadge' : 'issueSampleBadgeV3', 422, String(res.headers['content-type']), res.json())).toEqual([])
      expect(res.json()).toEqual({ resultCode: 422, message: '배지를 발급하지 않는 회사 코드입니다 (company)', field: 'company' })
    }
    expect(api.count('issuance_requests')).toBe(0)
  })

  it('says so in English for an English Accept-Language', async () => {
    const res = await issue('madeup', { language: 'en-US' })
    expect(res.json().message).toBe('No badge is issued for this company code (company)')
  })

  it('a code shaped like a known one is not it (no prefix, case or inherited-name match)', async () => {
    for (const company of [`${brand.productCode}x`, brand.productCode.slice(0, -1), 'constructor', 'tostring', 'hasownproperty']) {
      expect((await issue(company)).statusCode, company).toBe(422)
    }
    expect(api.count('issuance_requests')).toBe(0)
  })
})

describe('the codes the manifest knows', () => {
  const known = [brand.productCode, ...events.map((event) => event.company)]
  const walletOf = (company: string) => events.find((event) => event.company === company)?.endpoint ?? 'OpenBadges'

  it.each(known)('%s is accepted on its wallet (or, outside its claim window, refused for that reason only)', async (company) => {
    const event = events.find((e) => e.company === company)
    const res = await issue(company, { email: `${company}@mail.example`, endpoint: walletOf(company), claimCode: event?.claimCode })
    // Read as the server reads it, on the day of the test API's clock: an example's window is open
    // on any day, a fixed one may not be.
    const window = event?.claims && resolveClaims(event.claims, event.timeZone, clock.getTime())
    const open = !window || claimState({ opens: window.opens?.instant, closes: window.closes?.instant }, clock.getTime()) === 'open'
    expect(res.statusCode).toBe(open ? 200 : 409)
  })

  it('the sample pages\' code is taken on both wallets, as their forms offer both', async () => {
    for (const endpoint of ['OpenBadges', 'OpenBadgesV3']) {
      expect((await issue(brand.productCode, { endpoint, email: `both-${endpoint}@mail.example` })).statusCode, endpoint).toBe(200)
    }
  })

  // Once, an event's code was accepted on the other wallet's operation, a badge the event never
  // offers.
  it.each(events.map((event) => [event.company, event.endpoint === 'OpenBadges' ? 'OpenBadgesV3' : 'OpenBadges'] as const))(
    '%s sent to the other wallet (%s) is refused 422 naming company, before its claim window is read, nothing stored',
    async (company, otherWallet) => {
      const before = api.count('issuance_requests')
      const res = await issue(company, { endpoint: otherWallet, email: `other-wallet-${company}@mail.example`, language: 'en-US' })
      expect(res.statusCode).toBe(422)
      expect(res.json()).toEqual({ resultCode: 422, message: 'No badge is issued for this company code (company)', field: 'company' })
      expect(api.count('issuance_requests')).toBe(before)
    },
  )
})
