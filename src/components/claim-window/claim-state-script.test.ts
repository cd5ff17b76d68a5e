import { describe, expect, it } from 'vitest'
import { claimState } from '../../lib/claim-window'
import { claimStateScript } from './claim-state-script'

/** Runs the inline script on a box with these instants at `now`, as the page does; returns the state it set. */
function runScript(instants: { opens?: number; closes?: number }, now: number): string | undefined {
  const attributes = new Map<string, string>()
  if (instants.opens !== undefined) attributes.set('data-opens', String(instants.opens))
  if (instants.closes !== undefined) attributes.set('data-closes', String(instants.closes))
  const box = { getAttribute: (name: string) => attributes.get(name) ?? null, setAttribute: (name: string, value: string) => attributes.set(name, value) }
  new Function('document', 'Date', claimStateScript)({ currentScript: { previousElementSibling: box } }, { now: () => now })
  return attributes.get('data-claims')
}

describe('the inline script that picks the claim state before the first paint', () => {
  const opens = Date.parse('2026-09-15T00:00Z')
  const closes = Date.parse('2026-09-30T09:00Z')
  const moments = [opens - 1, opens, opens + 1, closes - 1, closes, closes + 1]

  it.each([
    ['both ends', { opens, closes }],
    ['only an opening', { opens }],
    ['only a closing', { closes }],
  ])('decides as the page and the API do (claimState), with %s, on either side of each end', (_label, instants) => {
    for (const now of moments) expect(runScript(instants, now), `at ${new Date(now).toISOString()}`).toBe(claimState(instants, now))
  })

  it('names each state it can find', () => {
    expect([runScript({ opens, closes }, opens - 1), runScript({ opens, closes }, opens), runScript({ opens, closes }, closes)]).toEqual(['before', 'open', 'after'])
  })
})
