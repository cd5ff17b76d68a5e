import { readdir, readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { zonedInstant } from '../../manifest/zoned-time'
import { addressesInUse } from '../generated/addresses-in-use.gen'
import { companyCodes } from '../generated/company-codes.gen'
import { ribbonLabelFits } from './event-badge/ribbon'
import { companyOfAddress, repeatedRequest, requestRuleProblems, type RequestToCheck, type RuleContext } from './partner-request-rules'

// A fixed day, 2026-11-29: a window in January 2026 is in the past.
const now = zonedInstant('2026-11-29T12:00', 'Asia/Seoul')
const site: RuleContext = { now, inUse: { addresses: addressesInUse, companies: companyCodes }, openRequests: [] }
const fine: RequestToCheck = { slug: 'newpartner-forum', timeZone: 'Asia/Seoul', claimsCloses: '2027-05-15T18:00', badgeLabel: 'NP FORUM' }
const kinds = (request: Partial<RequestToCheck>, context: Partial<RuleContext> = {}) =>
  requestRuleProblems({ ...fine, ...request }, { ...site, ...context }).map((p) => `${p.field}: ${p.kind}`)

describe('the request rules (given a request and the site, want the refusals)', () => {
  it("refuse the issue's request: the address aeskr, live already, with a window closed in January 2026", () => {
    expect(kinds({ slug: 'aeskr', claimsCloses: '2026-01-31T18:00' })).toEqual(['slug: addressInUse', 'claims.closes: windowPast'])
  })

  const cases: [string, Partial<RequestToCheck>, Partial<RuleContext>, string[]][] = [
    ['a free address, a window to come and a short label', {}, {}, []],
    ["an event's address", { slug: 'lecoslte2025' }, {}, ['slug: addressInUse']],
    ['the first segment of a page (a page sits below it)', { slug: 'company' }, {}, ['slug: addressInUse']],
    ['an address whose code (without dashes) an event uses', { slug: 'aes-kr' }, {}, ['slug: companyInUse']],
    ['the sample pages\' product code as an address', { slug: 'obadge' }, {}, ['slug: companyInUse']],
    ['an address another request asked for', {}, { openRequests: [{ id: 3, email: 'a@x.example', slug: 'newpartner-forum' }] }, ['slug: addressRequested']],
    ['an address whose code another request would get', { slug: 'newpartnerforum' }, { openRequests: [{ id: 3, email: 'a@x.example', slug: 'newpartner-forum' }] }, ['slug: companyRequested']],
    ['an address that makes a code the API refuses (over 50)', { slug: 'a'.repeat(51) }, {}, ['slug: companyInvalid']],
    ['a maintainer\'s own code taken, beside a taken address', { slug: 'aeskr', company: 'aeskr' }, {}, ['slug: addressInUse', 'company: companyInUse']],
    ['a window that closed a minute ago', { claimsCloses: '2026-11-29T11:59' }, {}, ['claims.closes: windowPast']],
    ['a window that closes in a minute', { claimsCloses: '2026-11-29T12:01' }, {}, []],
    ['a window read in the event\'s zone: 11:00 in Bangkok is 13:00 in Seoul', { claimsCloses: '2026-11-29T11:00', timeZone: 'Asia/Bangkok' }, {}, []],
    ['no closing time: claims never close', { claimsCloses: undefined }, {}, []],
    ['a zone the schema refuses: the window is not read', { claimsCloses: '2020-01-01T00:00', timeZone: 'Bangkok' }, {}, []],
    ['a label too wide for the ribbon', { badgeLabel: 'NEW PARTNER FORUM 2027' }, {}, ['badgeLabel: labelTooLong']],
    ['a Korean label, wider per letter', { badgeLabel: '새파트너포럼이천이십칠' }, {}, ['badgeLabel: labelTooLong']],
  ]
  it.each(cases)('%s', (_name, request, context, want) => {
    expect(kinds(request, context)).toEqual(want)
  })

  it('take the company code a request gets from its address, as new:event does', () => {
    expect(companyOfAddress('aes-korea-2027')).toBe('aeskorea2027')
  })
})

describe("the badge's ribbon label", () => {
  it("fits every label the events' artwork carries (public/events/)", async () => {
    const folder = new URL('../../public/events/', import.meta.url)
    for (const file of await readdir(folder)) {
      const svg = await readFile(new URL(file, folder), 'utf8')
      const label = /<text[^>]*>([^<]*)<\/text>/.exec(svg)?.[1]?.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code))) ?? ''
      expect(ribbonLabelFits(label), `${file}: ${label}`).toBe(true)
    }
  })

  const labels: [string, boolean][] = [
    ['AES KOREA', true],
    ['EDU+ WEEK', true],
    ['NEW PARTNER', true],
    ['WWWWWWWWWWWW', false],
    ['NEW PARTNER FORUM', false],
  ]
  it.each(labels)('%s fits: %s', (label, fits) => {
    expect(ribbonLabelFits(label)).toBe(fits)
  })
})

describe('a repeat of an open request', () => {
  const open = [{ id: 4, email: 'Events@Partner.example', slug: 'newpartner-forum' }]
  it('is the same e-mail, letter case aside, asking for the same address', () => {
    expect(repeatedRequest(open, { email: 'events@partner.example', slug: 'newpartner-forum' })?.id).toBe(4)
  })
  it('is not another address from the same e-mail, nor the same address from another', () => {
    expect(repeatedRequest(open, { email: 'events@partner.example', slug: 'other-forum' })).toBeUndefined()
    expect(repeatedRequest(open, { email: 'someone@else.example', slug: 'newpartner-forum' })).toBeUndefined()
  })
})

