import { describe, expect, it } from 'vitest'
import { EventSchema } from '../manifest/schema/event'
import type { SiteRoute } from '../manifest/site'
import { generateClaimWindows } from './claim-windows'

/** An event route as the manifest makes one; only `event` matters here. */
const eventRoute = (company: string, claims?: { opens?: string; closes?: string }): SiteRoute =>
  ({
    event: EventSchema.parse({
      id: 'EventPage',
      slug: company,
      interfaceLanguage: 'ko',
      endpoint: 'OpenBadges',
      company,
      title: { ko: '행사', en: 'Event' },
      description: { ko: '설명', en: 'About' },
      badge: { image: `/events/${company}.svg`, alt: { ko: '메달', en: 'A medal' }, publicUrl: 'https://badges.example/x' },
      ...(claims ? { claims } : {}),
    }),
  }) as SiteRoute

/** The object literal of the generated module, read back as data. */
function windowsOf(source: string): unknown {
  return JSON.parse(source.slice(source.indexOf('= {') + 2))
}

describe('claim windows for the server (given events, want instants by company)', () => {
  it('turns Seoul wall-clock times into instants, keeps the Seoul text, sorts by company and leaves out events without a window', () => {
    const source = generateClaimWindows([
      eventRoute('zeta', { closes: '2026-01-01T00:00' }),
      eventRoute('always'),
      { id: 'HomePage' } as SiteRoute,
      eventRoute('alpha', { opens: '2026-09-15T09:00', closes: '2026-09-30T18:00' }),
    ])
    expect(windowsOf(source)).toEqual({
      alpha: {
        opens: { seoul: '2026-09-15T09:00', instant: Date.parse('2026-09-15T00:00:00Z') },
        closes: { seoul: '2026-09-30T18:00', instant: Date.parse('2026-09-30T09:00:00Z') },
      },
      // Midnight in Seoul is 15:00 UTC the day before.
      zeta: { closes: { seoul: '2026-01-01T00:00', instant: Date.parse('2025-12-31T15:00:00Z') } },
    })
    expect(source.indexOf('"alpha"')).toBeLessThan(source.indexOf('"zeta"'))
  })

  it('writes the same bytes for the same manifest in any order', () => {
    const a = eventRoute('a', { opens: '2026-09-15T09:00' })
    const b = eventRoute('b', { closes: '2026-09-15T09:00' })
    expect(generateClaimWindows([a, b])).toBe(generateClaimWindows([b, a]))
  })
})
