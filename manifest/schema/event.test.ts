import { describe, expect, it } from 'vitest'
import { EventSchema } from './event'
import { zonedInstant } from './event-time'

const minimal = {
  id: 'AeskrEventPage',
  slug: 'aeskr',
  interfaceLanguage: 'ko',
  endpoint: 'OpenBadges',
  company: 'aeskr',
  title: { ko: '행사', en: 'Event' },
  description: { ko: '설명', en: 'About' },
  badge: { image: '/events/aeskr.svg', alt: { ko: '메달', en: 'A medal' }, publicUrl: 'https://badges.example/aeskr' },
}

const problems = (extra: object) => {
  const result = EventSchema.safeParse({ ...minimal, ...extra })
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
}

describe('an event entry', () => {
  it('reads wall-clock times in the event\'s zone: Seoul (UTC+9) unless it names another', () => {
    expect(new Date(zonedInstant('2026-09-15T09:00')).toISOString()).toBe('2026-09-15T00:00:00.000Z')
    expect(new Date(zonedInstant('2026-09-15')).toISOString()).toBe('2026-09-14T15:00:00.000Z')
    expect(new Date(zonedInstant('2026-05-15T18:00', 'Asia/Bangkok')).toISOString()).toBe('2026-05-15T11:00:00.000Z')
    // Summer time: Berlin is UTC+2 in July, UTC+1 in January; 02:30 on the spring-forward night does not exist.
    expect(new Date(zonedInstant('2026-07-01T12:00', 'Europe/Berlin')).toISOString()).toBe('2026-07-01T10:00:00.000Z')
    expect(new Date(zonedInstant('2026-01-01T12:00', 'Europe/Berlin')).toISOString()).toBe('2026-01-01T11:00:00.000Z')
    expect(zonedInstant('2026-03-29T02:30', 'Europe/Berlin')).toBeNaN()
    expect(EventSchema.parse(minimal).timeZone).toBe('Asia/Seoul')
  })

  it('takes an IANA time zone and refuses anything else, naming the field', () => {
    expect(problems({ timeZone: 'Asia/Bangkok' })).toEqual([])
    for (const wrong of ['Bangkok', 'GMT+7', 'Asia/Atlantis', '+07:00']) {
      expect(problems({ timeZone: wrong }), wrong).toEqual(['timeZone: an IANA time zone, e.g. Asia/Seoul or Asia/Bangkok'])
    }
    expect(problems({ timeZone: 'Europe/Berlin', claims: { opens: '2026-03-29T02:30' } })).toEqual(['claims.opens: not a real date and time in Europe/Berlin'])
  })

  it('takes the new fields as optional and fills the example flag', () => {
    expect(EventSchema.parse(minimal).example).toBe(false)
    expect(
      problems({
        partner: { name: { ko: '파트너', en: 'Partner' }, logo: '/partners/p.png', url: 'https://p.example/' },
        venue: { kind: 'online' },
        criteria: { ko: '참가', en: 'Attendance' },
        claims: { closes: '2026-09-30T18:00' },
      }),
    ).toEqual([])
  })

  it('refuses a window that closes before it opens, an empty window and an impossible time', () => {
    expect(problems({ claims: { opens: '2026-09-30T18:00', closes: '2026-09-15T09:00' } })).toEqual(['claims: opens must come before closes'])
    expect(problems({ claims: {} })).toEqual(['claims: give opens, closes or both'])
    expect(problems({ claims: { opens: '2026-02-30T09:00' } })).toEqual(['claims.opens: not a real date and time in Asia/Seoul'])
    expect(problems({ claims: { opens: '2026-13-01T09:00' } })).toEqual(['claims.opens: not a real date and time in Asia/Seoul'])
  })

  it("takes a window relative to the build's day on an example entry only, and never beside fixed ends", () => {
    const relative = { openedDaysAgo: 1, closesInDays: 14 }
    expect(problems({ example: true, claims: { relative } })).toEqual([])
    expect(problems({ claims: { relative } })).toEqual(['claims.relative: only an example entry (example: true) may have a window relative to the build day; give opens and closes'])
    expect(problems({ example: false, claims: { relative } })).toEqual(['claims.relative: only an example entry (example: true) may have a window relative to the build day; give opens and closes'])
    expect(problems({ example: true, claims: { relative, closes: '2026-09-30T18:00' } })).toEqual(['claims: give opens and closes, or relative, not both'])
    expect(problems({ example: true, claims: { relative: { openedDaysAgo: -1, closesInDays: 1.5 } } })).toEqual([
      'claims.relative.openedDaysAgo: Too small: expected number to be >=0',
      'claims.relative.closesInDays: Invalid input: expected int, received number',
    ])
  })

  it('refuses dates that end before they start and a logo outside public/partners', () => {
    expect(problems({ dates: { start: '2026-09-16', end: '2026-09-15' } })).toEqual(['dates: end must not come before start'])
    expect(problems({ partner: { name: { ko: '파트너', en: 'Partner' }, logo: '/events/p.gif' } })[0]).toMatch(/^partner.logo: a file of public\/partners/)
  })
})
