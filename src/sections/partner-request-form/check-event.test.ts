import { describe, expect, it } from 'vitest'
import { zonedInstant } from '../../../manifest/zoned-time'
import { addressesInUse } from '../../generated/addresses-in-use.gen'
import { companyCodes } from '../../generated/company-codes.gen'
import { eventProblems } from './check-event'
import { emptyValues, type RequestValues } from './request-fields'

const filled: RequestValues = {
  ...emptyValues,
  nameKo: '새 파트너 포럼 2027', nameEn: 'New Partner Forum 2027', titleKo: '배지', titleEn: 'Badge',
  descriptionKo: '설명', descriptionEn: 'About', slug: 'newpartner-forum', partnerNameKo: '새 파트너', partnerNameEn: 'New Partner',
  badgeLabel: 'NP FORUM',
}
const now = zonedInstant('2026-11-29T12:00')
const inUse = { addresses: addressesInUse, companies: companyCodes }
const foundWith = (known: typeof inUse | undefined, changes: Partial<RequestValues>) => eventProblems({ ...filled, ...changes }, known, now).map((p) => `${p.field}: ${p.kind === 'rule' ? p.rule.kind : p.kind}`)
const found = (changes: Partial<RequestValues>) => foundWith(inUse, changes)

describe("the form's check before sending: the schema, then the request rules, one refusal a field", () => {
  it.each<[string, Partial<RequestValues>, string[]]>([
    ['a request the API would take', {}, []],
    ["the issue's request: a live address, a window closed in January 2026", { slug: 'aeskr', claimsCloses: '2026-01-31T18:00' }, ['slug: addressInUse', 'claimsCloses: windowPast']],
    ['no short name, and an English name too wide for the ribbon', { badgeLabel: '' }, ['badgeLabel: labelTooLong']],
    ['an address the schema refuses is its refusal, not a rule', { slug: 'AES KR' }, ['slug: invalid']],
  ])('%s', (_name, changes, want) => {
    expect(found(changes)).toEqual(want)
  })
})

describe("without the site's list of what is in use (its file could not be read)", () => {
  it('checks every other rule, and leaves a taken address to the API', () => {
    expect(foundWith(undefined, { slug: 'aeskr', claimsCloses: '2026-01-31T18:00' })).toEqual(['claimsCloses: windowPast'])
    expect(foundWith(undefined, { slug: 'AES KR' })).toEqual(['slug: invalid'])
  })
})
