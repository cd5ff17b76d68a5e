import { formatEventDateTime } from './event-time-text'
import { WORD_JOINER } from './no-break'
import type { LocalizedText } from './schema/text'
import { zonedInstant, zoneOffsetMs } from './zoned-time'

/**
 * An example entry's claim window, relative to the day it is read on (manifest `claims.relative`):
 * it opened at `RELATIVE_OPENING` on the day `openedDaysAgo` days before, and closes at
 * `RELATIVE_CLOSING` on the day `closesInDays` days after, in the event's time zone. So a partner
 * shown an example page always sees the form its attendees would use.
 */
export type RelativeClaims = { openedDaysAgo: number; closesInDays: number }

/** An entry's `claims` as written: fixed wall-clock ends, or (an example's) a window relative to the day it is read on. */
export type ClaimsAsWritten = { opens?: string | undefined; closes?: string | undefined; relative?: RelativeClaims | undefined }

/** The wall-clock minute a relative window opens on its first day. */
export const RELATIVE_OPENING = '09:00'
/** The wall-clock minute a relative window closes on its last day. */
export const RELATIVE_CLOSING = '18:00'

/** One end of a resolved window: the wall-clock minute, the event's IANA zone, and the instant (ms since the epoch). */
export type ClaimEnd = { wallClock: string; timeZone: string; instant: number }

/** A window with both its ends (or the one it has) fixed. */
export type ResolvedClaims = { opens?: ClaimEnd; closes?: ClaimEnd }

const dayMs = 86_400_000

/** `YYYY-MM-DD` moved by `days` on the calendar (no zone: a calendar day has none). */
function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00Z`) + days * dayMs).toISOString().slice(0, 10)
}

/** The calendar day of `instant` in `zone`, `YYYY-MM-DD`. */
export function dayIn(instant: number, zone: string): string {
  return new Date(instant + zoneOffsetMs(instant, zone)).toISOString().slice(0, 10)
}

/**
 * The one resolver of a claim window: the entry's `claims` in `timeZone` as fixed ends. A fixed
 * window is itself whatever `day` is; a relative one is read on the calendar day `day` (an
 * instant) falls on in the event's zone: the prerender passes the build's day, the reference API
 * the day a claim arrives. Throws for an end the zone skips (none does at 09:00 or 18:00 today).
 */
export function resolveClaims(claims: ClaimsAsWritten, timeZone: string, day: number): ResolvedClaims {
  const end = (wallClock: string): ClaimEnd => {
    const instant = zonedInstant(wallClock, timeZone)
    if (Number.isNaN(instant)) throw new RangeError(`claims: ${wallClock} is not a real date and time in ${timeZone}`)
    return { wallClock, timeZone, instant }
  }
  const { relative } = claims
  if (relative) {
    const today = dayIn(day, timeZone)
    return { opens: end(`${shiftDay(today, -relative.openedDaysAgo)}T${RELATIVE_OPENING}`), closes: end(`${shiftDay(today, relative.closesInDays)}T${RELATIVE_CLOSING}`) }
  }
  return { ...(claims.opens ? { opens: end(claims.opens) } : {}), ...(claims.closes ? { closes: end(claims.closes) } : {}) }
}

/** One end of an event's claim window as its page gets it: the instant, and the event's time written out with its zone. */
export type ClaimMoment = { at: number; text: LocalizedText }

/** An event's claim window as its page gets it. */
export type ClaimMoments = { opens?: ClaimMoment; closes?: ClaimMoment }

/**
 * A relative window as codegen hands it on, unresolved, so generated files are the same whatever
 * day they are written on: the prerender (`claimMomentsOn`) and the API resolve it.
 */
export type ClaimRule = { relative: RelativeClaims; timeZone: string }

/** A window as an event page's data holds it before the prerender: fixed moments, or a rule still to resolve. */
export type PageClaims = ClaimMoments | ClaimRule

export const isClaimRule = (claims: PageClaims): claims is ClaimRule => 'relative' in claims

/**
 * Each end of the window as an instant (the browser compares it with the clock) and written out
 * in both languages (the page shows it): dates and times are written at build time, so an event
 * page's JavaScript formats nothing. The text ends in a word joiner: the sentences it goes
 * into put a particle right after it ("…18:00(GMT+9, 대한민국 시간)에 마감되었습니다"), and a line
 * may otherwise break after the closing bracket, even under `word-break: keep-all`
 * (docs/decisions/line-breaks.md).
 */
export function claimMoments({ opens, closes }: ResolvedClaims): ClaimMoments {
  const moment = ({ wallClock, timeZone, instant }: ClaimEnd): ClaimMoment => ({
    at: instant,
    text: { ko: formatEventDateTime(wallClock, timeZone, 'ko') + WORD_JOINER, en: formatEventDateTime(wallClock, timeZone, 'en') + WORD_JOINER },
  })
  return { ...(opens ? { opens: moment(opens) } : {}), ...(closes ? { closes: moment(closes) } : {}) }
}

/** What codegen writes for an entry's window: its moments when fixed, the rule when relative. */
export function pageClaims(claims: ClaimsAsWritten, timeZone: string): PageClaims {
  if (claims.relative) return { relative: claims.relative, timeZone }
  // A fixed window does not depend on the day.
  return claimMoments(resolveClaims(claims, timeZone, 0))
}

/** A page's window on `day` (the build's): fixed moments as they are, a rule resolved. */
export function claimMomentsOn(claims: PageClaims, day: number): ClaimMoments {
  return isClaimRule(claims) ? claimMoments(resolveClaims(claims, claims.timeZone, day)) : claims
}

/**
 * Event pages' data with each window on `day`: what the renderer gets from the prerender (the
 * build's day) and the dev server (today). Pages with a fixed window or none come back as they are.
 */
export function withClaimsOn<P extends { claims?: PageClaims }>(pages: Readonly<Record<string, P>>, day: number): Record<string, Omit<P, 'claims'> & { claims?: ClaimMoments }> {
  return Object.fromEntries(Object.entries(pages).map(([slug, page]) => [slug, page.claims && isClaimRule(page.claims) ? { ...page, claims: claimMomentsOn(page.claims, day) } : page])) as Record<
    string,
    Omit<P, 'claims'> & { claims?: ClaimMoments }
  >
}
