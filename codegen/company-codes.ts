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
 * accepted once codegen has run, as its claim window is.
 */
export function generateCompanyCodes(routes: readonly SiteRoute[], sectionTypes: Record<string, Pick<SectionCapabilities, 'body' | 'sends'>>): string {
  const companyOf = (section: { type: string }) => {
    const type = sectionTypes[section.type]
    return type?.body === 'IssuanceRequest' ? (type.sends?.(section as never).company ?? []) : []
  }
  const codes = new Set(routes.flatMap((route) => route.sections.flatMap(companyOf)))
  const sorted = [...codes].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return withHeader(`
/** The company code of every issuance form of the manifest (the sample pages' and each event's), sorted. */
export const companyCodes: readonly string[] = ${JSON.stringify(sorted, null, 2)}
`)
}
