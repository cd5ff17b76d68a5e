import { describe, expect, it } from 'vitest'
import { inUseFileText, parseInUse } from './in-use-file'

describe("the site's in-use file", () => {
  it('reads back what the build writes', () => {
    const inUse = { addresses: ['aeskr', 'company'], companies: ['aeskr'] }
    expect(parseInUse(JSON.parse(inUseFileText(inUse)))).toEqual(inUse)
  })

  it.each([null, 'text', [], { addresses: ['a'] }, { addresses: ['a'], companies: [1] }])('takes %j for no list', (answer) => {
    expect(parseInUse(answer)).toBeUndefined()
  })
})
