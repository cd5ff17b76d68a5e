import type { SiteRoute } from '../manifest/site'
import { withHeader } from './header'

export const CLAIM_CODES_FILE = 'src/generated/claim-codes.gen.ts'

/**
 * Each event's claim code for the reference API, by company code (unique across events): the
 * server refuses an issuance request for that company without it (server/api/claim-code.ts).
 * The one generated file that holds a code. Only server/ imports it (a lint zone of
 * eslint.config.js), so no page or script of the build contains a code: the page's form is told
 * only that a code is asked (the issuance form's `asksClaimCode`). Events without `claimCode` are
 * left out: their company is accepted without one.
 */
export function generateClaimCodes(routes: readonly SiteRoute[]): string {
  const codes = routes
    .flatMap((route) => (route.event?.claimCode ? [[route.event.company, route.event.claimCode] as const] : []))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return withHeader(`
/** The claim code of each event that asks for one (manifest \`claimCode\`), by company code. For the server only. */
export const claimCodes: Readonly<Record<string, string>> = ${JSON.stringify(Object.fromEntries(codes), null, 2)}
`)
}
