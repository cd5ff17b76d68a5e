import { describe, expect, it } from 'vitest'
import { sectionTypes } from '../manifest/sections/index'
import type { SiteRoute } from '../manifest/site'
import { generateCompanyCodes } from './company-codes'

/** A route with issuance forms for these companies (only its sections matter here). */
const routeWithForms = (...companies: string[]): SiteRoute => routeWithWallets(['OpenBadges'], ...companies)
const routeWithWallets = (endpoints: string[], ...companies: string[]): SiteRoute =>
  ({ sections: [{ type: 'text' }, ...companies.map((company) => ({ type: 'issuance-form', company, targets: endpoints.map((endpoint) => ({ endpoint })) }))] }) as unknown as SiteRoute

/** The array literal of the generated module, read back as data. */
const codesOf = (source: string): unknown => JSON.parse(source.slice(source.indexOf('= [') + 2, source.indexOf(']\n') + 1))
/** The object literal of the wallets by code, read back as data. */
const walletsOf = (source: string): unknown => JSON.parse(source.slice(source.indexOf('= {') + 2))

describe('company codes for the server (given routes, want the codes of their issuance forms)', () => {
  it('lists every issuance form\'s company once, sorted, and nothing of routes without one', () => {
    const source = generateCompanyCodes([routeWithForms('zeta'), routeWithForms(), routeWithForms('obadge', 'alpha'), routeWithForms('obadge')], sectionTypes)
    expect(codesOf(source)).toEqual(['alpha', 'obadge', 'zeta'])
  })

  it('binds each code to the wallets its forms post to, all of them when two forms share a code', () => {
    const source = generateCompanyCodes([routeWithWallets(['OpenBadgesV3', 'OpenBadges'], 'obadge'), routeWithWallets(['OpenBadges'], 'event2'), routeWithWallets(['OpenBadgesV3'], 'event2', 'event3')], sectionTypes)
    expect(walletsOf(source)).toEqual({ event2: ['OpenBadges', 'OpenBadgesV3'], event3: ['OpenBadgesV3'], obadge: ['OpenBadges', 'OpenBadgesV3'] })
  })

  it('writes the same bytes for the same manifest in any order', () => {
    const a = routeWithForms('a')
    const b = routeWithForms('b')
    expect(generateCompanyCodes([a, b], sectionTypes)).toBe(generateCompanyCodes([b, a], sectionTypes))
  })
})
