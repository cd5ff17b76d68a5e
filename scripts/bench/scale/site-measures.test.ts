import { describe, expect, it } from 'vitest'
import { listedTests } from './site-measures'

describe("playwright's list of tests", () => {
  it('is counted from its last line', () => {
    expect(listedTests('Listing tests:\n  [node] › a.spec.ts:3:1 › a\nTotal: 212 tests in 31 files\n')).toEqual({ tests: 212, files: 31 })
    expect(listedTests('Total: 1 test in 1 file')).toEqual({ tests: 1, files: 1 })
  })

  it('is refused without its total', () => {
    expect(() => listedTests('Error: no tests found')).toThrow('Total: N tests in M files')
  })
})
