import { describe, expect, it } from 'vitest'
import { mapLimited } from './map-limited'

describe('mapLimited', () => {
  it('keeps the order, runs every item once, and never more than the limit at a time', async () => {
    let running = 0
    let most = 0
    const results = await mapLimited(Array.from({ length: 50 }, (_, i) => i), async (item) => {
      most = Math.max(most, ++running)
      await new Promise((resolve) => setImmediate(resolve))
      running--
      return item * 2
    }, 4)
    expect(results).toEqual(Array.from({ length: 50 }, (_, i) => i * 2))
    expect(most).toBe(4)
    expect(await mapLimited([], async () => 1)).toEqual([])
  })
})
