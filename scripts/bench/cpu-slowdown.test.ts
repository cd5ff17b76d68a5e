import { describe, expect, it } from 'vitest'
import { calibratedSlowdown, parseSlowdownOption } from './cpu-slowdown'

// The anchor points of Lighthouse's calibration table (its throttling guide, "Calibrating multipliers").
describe('the CPU slowdown calibrated to a benchmark index', () => {
  it.each([
    [2000, 6],
    [1766, 5],
    [1533, 4],
    [1300, 3],
    [800, 2],
    [150, 1],
  ])('index %i is slowed %ix', (index, rate) => {
    expect(calibratedSlowdown(index)).toBeCloseTo(rate, 1)
  })

  it('slows a faster machine more, and never speeds a slow one up', () => {
    expect(calibratedSlowdown(3644)).toBeGreaterThan(12)
    expect(calibratedSlowdown(1000)).toBeCloseTo(2.4, 5)
    expect(calibratedSlowdown(100)).toBe(1)
  })

  it('refuses what is not an index', () => {
    expect(() => calibratedSlowdown(Number.NaN)).toThrow()
    expect(() => calibratedSlowdown(0)).toThrow()
  })
})

describe('--cpu-slowdown', () => {
  it('is calibrated unless a rate is given', () => {
    expect(parseSlowdownOption(undefined)).toBe('calibrated')
    expect(parseSlowdownOption('calibrated')).toBe('calibrated')
    expect(parseSlowdownOption('4')).toBe(4)
    expect(() => parseSlowdownOption('fast')).toThrow()
    expect(() => parseSlowdownOption('0.5')).toThrow()
  })
})
