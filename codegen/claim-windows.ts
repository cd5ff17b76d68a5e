import type { SiteRoute } from '../manifest/site'
import { resolveClaims } from '../manifest/claim-window'
import { withHeader } from './header'

export const CLAIM_WINDOWS_FILE = 'src/generated/claim-windows.gen.ts'

/**
 * Each event's claim window for the reference API, by company code (unique across events): the
 * server refuses an issuance request for that company outside it. A fixed window's wall-clock
 * times in the event's zone are turned into instants here, by the one resolver
 * (manifest/claim-window.ts), the page's too, so the API and the page decide on the same instant;
 * the wall clock and its zone travel along for the refusal's message. An example's window relative
 * to the build day is written as its rule, never as dates (so this file is the same on any day):
 * the server resolves it against the day a claim arrives. Events without `claims` are left out:
 * their company is always accepted.
 */
export function generateClaimWindows(routes: readonly SiteRoute[]): string {
  const windows = routes
    .flatMap((route) => (route.event?.claims ? [[route.event.company, route.event.claims, route.event.timeZone] as const] : []))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([company, claims, timeZone]) => [company, claims.relative ? { relative: claims.relative, timeZone } : resolveClaims(claims, timeZone, 0)] as const)
  return withHeader(`
/** One end of a claim window: the manifest's wall-clock time (\`YYYY-MM-DDTHH:mm\`), the event's IANA time zone, and the instant (ms since the epoch). */
export interface ClaimWindowEnd {
  readonly wallClock: string
  readonly timeZone: string
  readonly instant: number
}

/** From \`opens\` (the first minute accepted) until \`closes\` (the first minute no longer accepted); an end left out is open. */
export interface ClaimWindow {
  readonly opens?: ClaimWindowEnd
  readonly closes?: ClaimWindowEnd
}

/**
 * An example's window, relative to the day it is read on (manifest \`claims.relative\`): opened at
 * 09:00 \`openedDaysAgo\` days before that day, closes at 18:00 \`closesInDays\` days after, in \`timeZone\`.
 */
export interface RelativeClaimWindow {
  readonly relative: { readonly openedDaysAgo: number; readonly closesInDays: number }
  readonly timeZone: string
}

/** The claim window of each event that declares one (manifest \`claims\`), by company code. */
export const claimWindows: Readonly<Record<string, ClaimWindow | RelativeClaimWindow>> = ${JSON.stringify(Object.fromEntries(windows), null, 2)}
`)
}
