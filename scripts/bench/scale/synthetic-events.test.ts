import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { EventSchema } from '../../../manifest/schema/event'
import { ownSyllable, syntheticCollisions, syntheticEvent, syntheticEventFiles, withEventsListed } from './synthetic-events'

// Forty: every shape recurs within ten, and the n-th event's day wraps only past 700.
const events = Array.from({ length: 40 }, (_, i) => syntheticEvent(i + 1))

/** The object a written entry defines, read back by running its source (as entry-source.test.ts does). */
const readBack = (source: string): unknown =>
  new Function('defineEvent', source.replace(/^import .*\n/, '').replace(/export const \w+ = /, 'return '))((entry: unknown) => entry)

describe('synthetic events', () => {
  it('are entries the schema accepts', () => {
    for (const event of events) expect(EventSchema.safeParse(event).error?.issues ?? [], event.slug).toEqual([])
  })

  it('have names of their own, in the forms the entries use', () => {
    for (const key of ['slug', 'id', 'company'] as const) expect(new Set(events.map((e) => e[key])).size).toBe(events.length)
    for (const { id, company } of events) {
      expect(id).toMatch(/^[A-Z][A-Za-z0-9]*EventPage$/)
      expect(company).toMatch(/^[a-z0-9]{1,50}$/)
    }
  })

  it('mix every shape within any ten in a row', () => {
    const ten = events.slice(3, 13)
    const shapes = (pick: (e: (typeof events)[number]) => unknown) => new Set(ten.map(pick))
    expect(shapes((e) => e.interfaceLanguage)).toEqual(new Set(['ko', 'en']))
    expect(shapes((e) => e.endpoint)).toEqual(new Set(['OpenBadges', 'OpenBadgesV3']))
    expect(shapes((e) => e.venue.kind)).toEqual(new Set(['place', 'online']))
    expect(shapes((e) => e.claims === undefined)).toEqual(new Set([true, false]))
    expect(shapes((e) => e.claimCode === undefined)).toEqual(new Set([true, false]))
  })

  it('each write a Korean syllable of their own, in their title and name', () => {
    expect(new Set(Array.from({ length: 1001 }, (_, i) => ownSyllable(i + 1))).size).toBe(1001)
    for (const [i, event] of events.entries()) {
      expect(event.title.ko, event.slug).toContain(ownSyllable(i + 1))
      expect(event.name.ko, event.slug).toContain(ownSyllable(i + 1))
      expect(ownSyllable(i + 1)).toMatch(/^[\uac00-\ud7a3]$/)
    }
  })

  it('are written as the entry they are, with artwork of their own', () => {
    const files = syntheticEventFiles(5)
    expect(readBack(files.entry)).toEqual(JSON.parse(JSON.stringify(syntheticEvent(5))))
    expect(files.artwork).toContain('SCALE 0005')
    expect(files.artwork).not.toBe(syntheticEventFiles(6).artwork)
  })

  it('are named where the manifest already uses a name', () => {
    expect(syntheticCollisions({ slugs: ['aeskr', 'scale-0002'], companies: ['aeskr', 'scale0003'] }, 3)).toEqual(['scale-0002', 'scale0003'])
    expect(syntheticCollisions({ slugs: ['scale-0009'], companies: [] }, 3)).toEqual([])
  })
})

describe('the event list with synthetic events', () => {
  const list = readFileSync(new URL('../../../manifest/events/index.ts', import.meta.url), 'utf8')
  const added = [1, 2].map(syntheticEventFiles)

  it('imports each after the last import and lists each at the end', () => {
    const listed = withEventsListed(list, added)
    expect(listed).toContain("import { scale0001 } from './scale-0001'\nimport { scale0002 } from './scale-0002'\n")
    expect(listed).toMatch(/\n {2}scale0001,\n {2}scale0002,\n\] as const/)
    expect(listed.replace(/.*scale.*\n/g, '')).toBe(list)
  })

  it('is refused for a file not in the shape new:event writes', () => {
    expect(() => withEventsListed('export const events = []\n', added)).toThrow('no `export const events')
  })
})
