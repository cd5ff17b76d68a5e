import type { SectionInLanguage } from '../../../manifest/schema/section'
import type { ApiLanguage, RequestBody } from '../../api'
import { issuanceOperations, type IssuanceEndpoint } from '../../generated/operations/issuance.gen'
import type { IssuanceValues } from '../../lib/form-schemas'

type Section = SectionInLanguage<'issuance-form'>
type Target = Section['targets'][number]

/** The operation a wallet choice posts to (codegen checked that its endpoint is one). */
export const operationOf = (target: Target) => issuanceOperations[target.endpoint as IssuanceEndpoint]

/**
 * What the form sends: the visitor's name and e-mail with the page's company code and language,
 * and the claim code typed (or brought by the address) on an event that asks for one.
 */
export function issuanceRequest(section: Section, values: IssuanceValues): RequestBody<'issueSampleBadge'> {
  // Codegen checked `lang` against the contract's Language enum.
  const lang = section.lang as ApiLanguage
  return {
    name: values.name,
    email: values.email,
    lang,
    company: section.company,
    ...(section.sendsLanguage ? { language: lang } : {}),
    ...(section.asksClaimCode && values.claimCode ? { claimCode: values.claimCode } : {}),
  }
}
