import type { SiteRoute } from '../manifest/site'
import { seoulInstant } from '../manifest/schema/seoul-time'
import { withHeader } from './header'

export const CLAIM_WINDOWS_FILE = 'src/generated/claim-windows.gen.ts'

/**
 * Each event's claim window for the reference API, by company code (unique across events): the
 * server refuses an issuance request for that company outside it. The manifest's Seoul wall-clock
 * times are turned into instants here, by the one conversion (`seoulInstant`), so the server does
 * no time-zone arithmetic; the Seoul text travels along for the refusal's message. Events without
 * `claims` are left out: their company is always accepted.
 */
export function generateClaimWindows(routes: readonly SiteRoute[]): string {
  const windows = routes
    .flatMap((route) => (route.event?.claims ? [[route.event.company, route.event.claims] as const] : []))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([company, claims]) => {
      const end = (seoul: string | undefined) => (seoul === undefined ? undefined : { seoul, instant: seoulInstant(seoul) })
      const opens = end(claims.opens)
      const closes = end(claims.closes)
      return [company, { ...(opens ? { opens } : {}), ...(closes ? { closes } : {}) }] as const
    })
  return withHeader(`
/** One end of a claim window: the manifest's Seoul time (\`YYYY-MM-DDTHH:mm\`) and its instant (ms since the epoch). */
export interface ClaimWindowEnd {
  readonly seoul: string
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
