import { describe, expect, it } from 'vitest'
import { fullestColumns } from './grid-columns'

describe('fullestColumns', () => {
  it('fills the last row where a count allows it, else leaves the fewest places empty', () => {
    const given = [1, 2, 3, 4, 5, 6, 7, 8, 9]
    expect(given.map((count) => fullestColumns(count))).toEqual([2, 2, 3, 4, 3, 3, 4, 4, 3])
  })

  it('keeps to the maximum a variant allows', () => {
    expect([4, 5, 7, 8].map((count) => fullestColumns(count, 3))).toEqual([2, 3, 2, 2])
  })
})
