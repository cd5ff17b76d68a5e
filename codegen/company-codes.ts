import type { SectionCapabilities } from '../manifest/schema/section-type'
import type { SiteRoute } from '../manifest/site'
import { withHeader } from './header'

export const COMPANY_CODES_FILE = 'src/generated/company-codes.gen.ts'

/**
 * The company codes the reference API issues badges for: the `company` that every form of the
 * manifest sending an `IssuanceRequest` sends (its section type's `body` and `sends`), that is
 * the sample pages' product code and every event's code. The server refuses
 * an issuance request naming any other (server/api/known-company.ts), so a stranger cannot make up
 * codes to get around the duplicate rule, which is kept per company. A new event entry's code is
 * accepted once codegen has run, as its claim window is; on the wallets its forms post to only.
 */
export function generateCompanyCodes(
  routes: readonly SiteRoute[],
  sectionTypes: Record<string, Pick<SectionCapabilities, 'body' | 'sends' | 'postsTo'>>,
): string {
  // Each issuance form: its company code and the wallets (issuance paths) it posts to.
  const formsOf = (section: { type: string }) => {
    const type = sectionTypes[section.type]
    const company = type?.body === 'IssuanceRequest' ? type.sends?.(section as never).company : undefined
    return company ? [{ company, endpoints: type?.postsTo?.(section as never) ?? [] }] : []
  }
  const endpoints = new Map<string, Set<string>>()
  for (const form of routes.flatMap((route) => route.sections.flatMap(formsOf))) {
    const known = endpoints.get(form.company) ?? new Set<string>()
    for (const endpoint of form.endpoints) known.add(endpoint)
    endpoints.set(form.company, known)
  }
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  const sorted = [...endpoints.keys()].sort(byName)
  const walletsOf = Object.fromEntries(sorted.map((code) => [code, [...endpoints.get(code)!].sort(byName)]))
  return withHeader(`
/** The company code of every issuance form of the manifest (the sample pages' and each event's), sorted. */
export const companyCodes: readonly string[] = ${JSON.stringify(sorted, null, 2)}

/**
 * The issuance paths (wallets) each company code's forms post to: a code sent to another wallet's
 * operation is refused as an unknown one (an event's code on the other wallet made a badge the
 * event never offers).
 */
export const companyEndpoints: Readonly<Record<string, readonly string[]>> = ${JSON.stringify(walletsOf, null, 2)}
`)
}
