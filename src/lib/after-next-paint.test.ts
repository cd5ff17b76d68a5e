import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from './after-next-paint'

describe('afterNextPaint', () => {
  let frames: Array<() => void>
  beforeEach(() => {
    vi.useFakeTimers()
    frames = []
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback))
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('runs the work in a task after the next frame, not in the event that asked', () => {
    const work = vi.fn()
    afterNextPaint(work)
    vi.advanceTimersByTime(0)
    expect(work).not.toHaveBeenCalled()
    frames.shift()!()
    expect(work).not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(work).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1000)
    expect(work).toHaveBeenCalledTimes(1)
  })

  it('runs the work once even when no frame comes (a background tab)', () => {
    const work = vi.fn()
    afterNextPaint(work)
    vi.advanceTimersByTime(1000)
    expect(work).toHaveBeenCalledTimes(1)
    frames.shift()!()
    vi.advanceTimersByTime(1000)
    expect(work).toHaveBeenCalledTimes(1)
  })
})
