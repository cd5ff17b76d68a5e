import { describe, expect, it } from 'vitest'
import { seoulDateTime } from './seoul-time'

describe('seoulDateTime', () => {
  it('writes an instant as the Seoul wall clock, across the date line', () => {
    expect(seoulDateTime('2026-11-26T01:40:12.345Z')).toEqual({ date: '2026-11-26', time: '10:40' })
    expect(seoulDateTime('2026-12-31T15:05:00Z')).toEqual({ date: '2027-01-01', time: '00:05' })
  })
})
