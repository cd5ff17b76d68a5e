import { resolveClaims, type ClaimEnd } from '../../manifest/claim-window'
import { formatEventDateTime } from '../../manifest/event-time-text'
import { claimWindows as manifestWindows, type ClaimWindow, type RelativeClaimWindow } from '../../src/generated/claim-windows.gen'
import { claimState } from '../../src/lib/claim-window'
import { RequestRefused } from './error-answer'
import { siteSentence, type Text } from './messages'

/** The claim windows by company code: the manifest's (src/generated/claim-windows.gen.ts) unless a test hands over its own. */
export type ClaimWindows = Readonly<Record<string, ClaimWindow | RelativeClaimWindow>>

/**
 * "2026-09-15T09:00" as a visitor reads it, with the event's time zone named, written as the
 * event page writes it (one formatter, manifest/event-time-text.ts).
 */
function eventDateTime({ wallClock, timeZone }: ClaimEnd): Text {
  return { ko: formatEventDateTime(wallClock, timeZone, 'ko'), en: formatEventDateTime(wallClock, timeZone, 'en') }
}

// The sentences are the event page's (src/i18n, issuance): the page words a refusal itself, in
// its own language, and says what the server says.
function notOpenYet(opens: ClaimEnd): Text {
  const when = eventDateTime(opens)
  return siteSentence((L, language) => L.issuance.claimsOpenOn({ opens: when[language] }))
}

function closed(closes: ClaimEnd): Text {
  const when = eventDateTime(closes)
  return siteSentence((L, language) => L.issuance.claimsClosedOn({ closes: when[language] }))
}

/**
 * The check that refuses (409, api.yaml `ClaimWindowClosed`) an issuance request for a company
 * whose event accepts claims only within a window (manifest `claims`) when `now` lies outside it:
 * before the first minute accepted, or at or after the first minute no longer accepted. A company
 * without a window (the sample pages, events without `claims`) is always accepted.
 *
 * An example's window relative to the build day is resolved against the day the claim arrives,
 * by the resolver the prerender uses (manifest/claim-window.ts): it opened the day before and
 * closes days after, so it holds every claim a page built on that day or any earlier one shows
 * open. Resolved once at the server's start instead, it would close while a page built later
 * still showed the form: the server keeps running across rebuilds of `dist/`, for weeks.
 */
export function claimWindowCheck(windows: ClaimWindows = manifestWindows): (company: string, now: Date) => void {
  return (company, now) => {
    // Own keys only: a company code may be any lower-case word, `constructor` included.
    if (!Object.hasOwn(windows, company)) return
    const written = windows[company]!
    const window = 'relative' in written ? resolveClaims({ relative: written.relative }, written.timeZone, now.getTime()) : written
    // The page's rule (src/lib/claim-window.ts), so the form and the API never disagree.
    const state = claimState({ opens: window.opens?.instant, closes: window.closes?.instant }, now.getTime())
    if (state === 'before') throw new RequestRefused(409, notOpenYet(window.opens!))
    if (state === 'after') throw new RequestRefused(409, closed(window.closes!))
  }
}
