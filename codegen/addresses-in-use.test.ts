import { describe, expect, it } from 'vitest'
import { generateAddressesInUse } from './addresses-in-use'

/** The array literal of the generated module, read back as data. */
const addressesOf = (source: string): unknown => JSON.parse(source.slice(source.indexOf('= [') + 2))

describe('addresses in use (given routes, want the first segments a new event may not take)', () => {
  it('lists each first path segment once, sorted, without the home page', () => {
    const routes = [{ path: '' }, { path: 'company/press' }, { path: 'company' }, { path: 'aeskr' }, { path: 'service/issuing-sample-v3' }]
    expect(addressesOf(generateAddressesInUse(routes))).toEqual(['aeskr', 'company', 'service'])
  })

  it('writes the same bytes for the same manifest in any order', () => {
    expect(generateAddressesInUse([{ path: 'a' }, { path: 'b' }])).toBe(generateAddressesInUse([{ path: 'b' }, { path: 'a' }]))
  })
})
