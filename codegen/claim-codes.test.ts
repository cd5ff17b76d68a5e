import { describe, expect, it } from 'vitest'
import type { SiteRoute } from '../manifest/site'
import { eventRoute as anEventRoute } from './test-support/event-route'
import { generateClaimCodes } from './claim-codes'

/** An event route, with a claim code when given one. */
const eventRoute = (company: string, claimCode?: string): SiteRoute => anEventRoute(company, claimCode ? { claimCode } : {})

const codesOf = (source: string): unknown => JSON.parse(source.slice(source.indexOf('= {') + 2))

describe('claim codes for the server (given events, want codes by company)', () => {
  it('keeps the codes of the events that ask for one, by company, sorted; leaves out the others and the pages', () => {
    const source = generateClaimCodes([eventRoute('zeta', 'ZETA2026'), eventRoute('open'), { id: 'HomePage' } as SiteRoute, eventRoute('alpha', 'ALPHA7Q')])
    expect(codesOf(source)).toEqual({ alpha: 'ALPHA7Q', zeta: 'ZETA2026' })
    expect(source.indexOf('"alpha"')).toBeLessThan(source.indexOf('"zeta"'))
  })

  it('writes the same bytes for the same manifest in any order', () => {
    const [a, b] = [eventRoute('a', 'AAAAAA1'), eventRoute('b', 'BBBBBB2')]
    expect(generateClaimCodes([a, b])).toBe(generateClaimCodes([b, a]))
  })

  it('refuses, in the entry, a code the page could not ask for', () => {
    expect(() => eventRoute('x', 'short')).toThrow(/upper-case letters and digits, 6 to 16/)
  })
})
