import { eventBadgeSvg } from '../../../src/lib/event-badge/art'
import { badgeAlt } from '../../../src/lib/event-badge/words'
import { entrySource } from '../../event-entry/entry-source'

/** Day `offset` after 2027-01-01, `YYYY-MM-DD`: a real calendar date whatever the offset. */
const day = (offset: number) => new Date(Date.UTC(2027, 0, 1 + offset)).toISOString().slice(0, 10)

/**
 * A Hangul syllable of the n-th event's own, as a thousand partners' names bring syllables the
 * site never wrote: an event page then needs a file of the brand face of its own
 * (docs/brand-face.md), and the bench measures the worst case, a file for every Korean page.
 * Spread over the 11,172 syllables by a prime step, so no two events up to 11,172 share one.
 */
export const ownSyllable = (n: number) => String.fromCodePoint(0xac00 + ((n * 7919) % 11172))

/**
 * The n-th synthetic event (from 1), a manifest entry. Its shape comes from remainders of n, so
 * any ten consecutive events mix every shape the entries have: interface language, endpoint,
 * venue, with or without a claim window (open now or not yet) and a claim code.
 */
export function syntheticEvent(n: number) {
  const number = String(n).padStart(4, '0')
  const slug = `scale-${number}`
  const coded = n % 5 === 0
  const own = ownSyllable(n)
  const title = { ko: `규모 시험 행사 ${number}(${own}) 참가 기념 배지`, en: `Scale Test ${number} attendance badge` }
  const how = coded ? { ko: '이름, 이메일과 참가 코드로', en: 'a name, e-mail and the claim code' } : { ko: '이름과 이메일로', en: 'a name and e-mail' }
  const start = day(n % 700)
  return {
    id: `Scale${number}EventPage`,
    slug,
    // Odd ones in Korean: the bench's "one more" (1, then N + 1) shows its own syllable.
    interfaceLanguage: n % 2 === 1 ? 'ko' : 'en',
    endpoint: Math.floor(n / 2) % 2 === 0 ? 'OpenBadges' : 'OpenBadgesV3',
    company: slug.replace('-', ''),
    title,
    name: { ko: `규모 시험 행사 ${number}(${own})`, en: `Scale Test ${number}` },
    description: { ko: `규모 시험 행사 ${number} 참가자에게 드리는 기념 배지를 ${how.ko} 받으세요.`, en: `Scale Test ${number} attendees: enter ${how.en} to receive the commemorative badge.` },
    badge: { image: `/events/${slug}.svg`, alt: badgeAlt(title, `SCALE ${number}`), publicUrl: `https://badges.obadge.example/${slug}` },
    dates: { start, end: n % 7 === 0 ? undefined : day((n % 700) + 1) },
    venue:
      Math.floor(n / 4) % 2 === 0
        ? { kind: 'place', name: { ko: `시험 컨벤션센터 ${n}홀`, en: `Test Convention Centre, Hall ${n}` }, address: { ko: '서울특별시 강남구 예시로 123', en: '123 Yesi-ro, Gangnam-gu, Seoul' } }
        : { kind: 'online', platform: { ko: '줌 웨비나', en: 'Zoom webinar' } },
    criteria: { ko: `규모 시험 행사 ${number} 참가자가 ${how.ko} 신청하면 발급됩니다.`, en: `Recognises attendance at Scale Test ${number}; issued on request with ${how.en}.` },
    // A third always open, a third open now until far ahead, a third opening on the event's first day.
    claims: [undefined, { opens: '2026-01-01T09:00', closes: '2036-12-31T18:00' }, { opens: `${start}T09:00` }][n % 3],
    claimCode: coded ? `SCALE${number}` : undefined,
  }
}

/** The n-th synthetic event's `manifest/events/<slug>.ts` and `public/events/<slug>.svg`, as `npm run new:event` writes them. */
export function syntheticEventFiles(n: number) {
  const event = syntheticEvent(n)
  const variable = event.company
  const artwork = eventBadgeSvg({ slug: event.slug, label: `SCALE ${String(n).padStart(4, '0')}`, title: event.title.en })
  return { slug: event.slug, variable, entry: entrySource(variable, event), artwork }
}

/**
 * `manifest/events/index.ts` with these events imported and added at the end of its list, as
 * new:event adds one (all at once: a thousand edits of one file would be quadratic).
 */
export function withEventsListed(list: string, events: readonly { slug: string; variable: string }[]): string {
  const lastImport = [...list.matchAll(/^import .*\n/gm)].at(-1)
  const end = list.indexOf('\n] as const')
  if (!lastImport || end < 0) throw new Error('manifest/events/index.ts: no `export const events = [ … ] as const` list to add to')
  const afterImports = lastImport.index + lastImport[0].length
  const imports = events.map((e) => `import { ${e.variable} } from './${e.slug}'\n`).join('')
  const members = events.map((e) => `\n  ${e.variable},`).join('')
  return `${list.slice(0, afterImports)}${imports}${list.slice(afterImports, end)}${members}${list.slice(end)}`
}

/** The synthetic slugs and company codes of events 1 to `count` that the manifest uses already. */
export function syntheticCollisions(existing: { slugs: readonly string[]; companies: readonly string[] }, count: number): string[] {
  const taken = new Set([...existing.slugs, ...existing.companies])
  return Array.from({ length: count }, (_, i) => syntheticEvent(i + 1)).flatMap((e) => [e.slug, e.company].filter((name) => taken.has(name)))
}
