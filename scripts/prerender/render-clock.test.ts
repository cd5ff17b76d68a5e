import { describe, expect, it } from 'vitest'
import { atRenderInstant, renderInstant } from './render-clock'

describe('the clock pages are rendered under', () => {
  it('stands still through an asynchronous render, and runs again afterwards, even after a failure', async () => {
    const seen = await atRenderInstant(async () => {
      const before = Date.now()
      await new Promise((resolve) => setTimeout(resolve, 5))
      return [before, Date.now()]
    })
    expect(seen).toEqual([renderInstant, renderInstant])
    await expect(atRenderInstant(() => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed')
    expect(Date.now()).toBeGreaterThan(Date.UTC(2026, 0, 1))
  })
})
