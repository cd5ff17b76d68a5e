import { formatEventDateTime } from '../../manifest/event-time-text'
import { claimWindows, type ClaimWindowEnd } from '../../src/generated/claim-windows.gen'
import { claimState } from '../../src/lib/claim-window'
import { RequestRefused } from './error-answer'
import { siteSentence, type Text } from './messages'

/**
 * "2026-09-15T09:00" as a visitor reads it, with the event's time zone named, written as the
 * event page writes it (one formatter, manifest/event-time-text.ts).
 */
function eventDateTime({ wallClock, timeZone }: ClaimWindowEnd): Text {
  return { ko: formatEventDateTime(wallClock, timeZone, 'ko'), en: formatEventDateTime(wallClock, timeZone, 'en') }
}

// The sentences are the event page's (src/i18n, issuance): the page words a refusal itself, in
// its own language, and says what the server says.
function notOpenYet(opens: ClaimWindowEnd): Text {
  const when = eventDateTime(opens)
  return siteSentence((L, language) => L.issuance.claimsOpenOn({ opens: when[language] }))
}

function closed(closes: ClaimWindowEnd): Text {
  const when = eventDateTime(closes)
  return siteSentence((L, language) => L.issuance.claimsClosedOn({ closes: when[language] }))
}

/**
 * Refuses (409, api.yaml `ClaimWindowClosed`) an issuance request for a company whose event
 * accepts claims only within a window (manifest `claims`) when `now` lies outside it: before the
 * first minute accepted, or at or after the first minute no longer accepted. A company without a
 * window (the sample pages, events without `claims`) is always accepted.
 */
export function assertInsideClaimWindow(company: string, now: Date): void {
  // Own keys only: a company code may be any lower-case word, `constructor` included.
  if (!Object.hasOwn(claimWindows, company)) return
  const window = claimWindows[company]!
  // The page's rule (src/lib/claim-window.ts), so the form and the API never disagree.
  const state = claimState({ opens: window.opens?.instant, closes: window.closes?.instant }, now.getTime())
  if (state === 'before') throw new RequestRefused(409, notOpenYet(window.opens!))
  if (state === 'after') throw new RequestRefused(409, closed(window.closes!))
}
