import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { badgeAlt, nearestFlag, ruleRefusal } from './scaffold-words'

describe("the badge picture's alt text", () => {
  it('adds "badge" to a title that does not say it', () => {
    expect(badgeAlt({ ko: 'AES 코리아 2025', en: 'AES Korea 2025' }, 'AES KOREA')).toEqual({
      ko: 'AES 코리아 2025 배지: AES KOREA 글자가 새겨진 원형 메달',
      en: 'AES Korea 2025 badge: a round medal reading AES KOREA',
    })
  })

  it('does not say "badge badge" for the README\'s own example title', () => {
    const alt = badgeAlt({ ko: '새 행사 참가 기념 배지', en: 'New event attendance badge' }, 'NEW EVENT')
    expect(alt.ko).toBe('새 행사 참가 기념 배지: NEW EVENT 글자가 새겨진 원형 메달')
    expect(alt.en).toBe('New event attendance badge: a round medal reading NEW EVENT')
  })
})

describe("the request rules' refusals, for a maintainer", () => {
  it('name the value, its zone and the way to keep a past window', () => {
    expect(ruleRefusal({ field: 'claims.closes', kind: 'windowPast', closes: '2025-10-03T18:00', timeZone: 'Asia/Seoul' })).toMatch(/^claims-closes 2025-10-03T18:00 \(Asia\/Seoul\) has passed: .*--force/)
  })

  it('name the partner request that holds an address, so the maintainer can make its page instead', () => {
    expect(ruleRefusal({ field: 'slug', kind: 'addressRequested', slug: 'fair', requestId: 7 })).toBe('slug "fair" is asked for by partner request #7 (npm run outbox; --from-request 7 makes its page)')
  })

  it('say how wide a label is against the ribbon, and which flag mends it', () => {
    expect(ruleRefusal({ field: 'badgeLabel', kind: 'labelTooLong', label: 'NEW PARTNER FORUM 2027' })).toMatch(/^badge-label "NEW PARTNER FORUM 2027" does not fit the artwork's ribbon \(\d+ of 136 units wide\): give a shorter --badge-label$/)
  })
})

describe('a mistyped flag', () => {
  const flags = ['company', 'interface', 'endpoint', 'title-ko', 'title-en', 'claims-opens', 'claims-closes']

  it('is answered with the flag it was probably meant to be', () => {
    expect(nearestFlag('compnay', flags)).toBe('company')
    expect(nearestFlag('title-kr', flags)).toBe('title-ko')
    expect(nearestFlag('claims-close', flags)).toBe('claims-closes')
  })

  it('is answered with no guess when nothing is close', () => {
    expect(nearestFlag('zzzz', flags)).toBeUndefined()
  })
})

const required = ['--company', 'tzcheck', '--interface', 'en', '--endpoint', 'OpenBadges', '--title-ko', '행사', '--title-en', 'Event', '--description-ko', '설명', '--description-en', 'About', '--badge-url', 'https://badges.example/tz', '--badge-label', 'TZ']

describe('npm run new:event --time-zone', () => {
  it('refuses a zone that is not IANA, naming the field, and writes nothing', async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url))
    // Refused by the schema check, which comes before any file is written.
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/new-event.ts', 'tzcheck', ...required, '--time-zone', 'Bangkok'], { cwd: root })
    const failed = await run.then(() => undefined, (error: { code: number; stderr: string }) => error)
    expect(failed?.code).toBe(1)
    expect(failed?.stderr).toContain('timeZone: an IANA time zone, e.g. Asia/Seoul or Asia/Bangkok')
  })
})

describe('npm run new:event with a mistyped flag', () => {
  it('says which flag, suggests the right one and prints no stack; it stops before writing', async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url))
    // Refused while parsing its arguments: nothing in the tree is read for writing, so the real
    // tree is safe to run it in.
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/new-event.ts', 'newpartner', '--compnay', 'newpartner'], { cwd: root })
    const failed = await run.then(() => undefined, (error: { code: number; stderr: string }) => error)
    expect(failed?.code).toBe(1)
    expect(failed?.stderr.split('\n')[0]).toBe('--compnay: not an option of new:event; did you mean --company?')
    expect(failed?.stderr).not.toMatch(/ERR_PARSE_ARGS|\bat .*\.(js|ts):\d+/)
  })
})
