import { describe, expect, it } from 'vitest'
import { holdTurn, turnIsFree } from './overlay-turns'

describe('overlays take turns', () => {
  it('a waiting overlay may show only once every holder has let go', () => {
    expect(turnIsFree()).toBe(true)
    const releasePopups = holdTurn()
    const releaseOther = holdTurn()
    expect(turnIsFree()).toBe(false)
    releasePopups()
    expect(turnIsFree()).toBe(false)
    releaseOther()
    expect(turnIsFree()).toBe(true)
  })
})
