import { describe, expect, it } from 'vitest'
import { groupDigits } from './group-digits'

describe('groupDigits', () => {
  it('groups thousands with commas', () => {
    expect(groupDigits(0)).toBe('0')
    expect(groupDigits(999)).toBe('999')
    expect(groupDigits(1000)).toBe('1,000')
    expect(groupDigits(5000)).toBe('5,000')
    expect(groupDigits(13500)).toBe('13,500')
    expect(groupDigits(1500000)).toBe('1,500,000')
    expect(groupDigits(-1234567)).toBe('-1,234,567')
  })

  it('prints what Intl prints for en-US, for the whole numbers the site shows', () => {
    for (const n of [1, 12, 123, 1234, 12345, 123456, 1234567, 200000, 9007199254740991]) {
      expect(groupDigits(n)).toBe(new Intl.NumberFormat('en-US').format(n))
    }
  })
})
