import type { SiteRoute } from '../manifest/site'
import { zonedInstant } from '../manifest/schema/event-time'
import { withHeader } from './header'

export const CLAIM_WINDOWS_FILE = 'src/generated/claim-windows.gen.ts'

/**
 * Each event's claim window for the reference API, by company code (unique across events): the
 * server refuses an issuance request for that company outside it. The manifest's wall-clock times
 * in the event's zone are turned into instants here, by the one conversion (`zonedInstant`), the
 * page's too, so the API and the page decide on the same instant; the wall clock and its zone
 * travel along for the refusal's message. Events without `claims` are left out: their company is
 * always accepted.
 */
export function generateClaimWindows(routes: readonly SiteRoute[]): string {
  const windows = routes
    .flatMap((route) => (route.event?.claims ? [[route.event.company, route.event.claims, route.event.timeZone] as const] : []))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([company, claims, timeZone]) => {
      const end = (wallClock: string | undefined) => (wallClock === undefined ? undefined : { wallClock, timeZone, instant: zonedInstant(wallClock, timeZone) })
      const opens = end(claims.opens)
      const closes = end(claims.closes)
      return [company, { ...(opens ? { opens } : {}), ...(closes ? { closes } : {}) }] as const
    })
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

/** The claim window of each event that declares one (manifest \`claims\`), by company code. */
export const claimWindows: Readonly<Record<string, ClaimWindow>> = ${JSON.stringify(Object.fromEntries(windows), null, 2)}
`)
}
