import { describe, expect, it } from 'vitest'
import { holdTurn, mayInterrupt, noteInterruption, turnIsFree } from './overlay-turns'

// One module for the whole file, as on a page: the visit's interruption comes last.
describe('overlays take turns, one interruption a visit', () => {
  it('a waiting overlay may show only once every holder has let go', () => {
    expect(turnIsFree()).toBe(true)
    const releasePopups = holdTurn()
    const releaseOther = holdTurn()
    expect(mayInterrupt()).toBe(false)
    releasePopups()
    expect(turnIsFree()).toBe(false)
    releaseOther()
    expect(turnIsFree()).toBe(true)
    expect(mayInterrupt()).toBe(true)
  })

  it('once a popup has opened, a waiting overlay stays away for the rest of the visit', () => {
    const releasePopups = holdTurn()
    noteInterruption()
    releasePopups()
    expect(turnIsFree()).toBe(true)
    expect(mayInterrupt()).toBe(false)
  })
})
