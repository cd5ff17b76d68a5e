import type { QueryParam } from '../manifest/schema/page'
import type { Site, SiteRoute } from '../manifest/site'
import type { ApiContract } from './api-contract'

export class ContractError extends Error {
  override name = 'ContractError'
}

type SectionCapabilities = { loads?: string; submits?: readonly string[] }

/** What the API would refuse of a string, by the rule of a contract schema; undefined if accepted. */
function refusal(value: string, rule: { pattern?: string; minLength?: number; maxLength?: number }): string | undefined {
  if (rule.minLength !== undefined && value.length < rule.minLength) return `shorter than ${rule.minLength}`
  if (rule.maxLength !== undefined && value.length > rule.maxLength) return `longer than ${rule.maxLength} characters`
  if (rule.pattern !== undefined && !new RegExp(rule.pattern, 'u').test(value)) return `does not match ${rule.pattern}`
  return undefined
}

const fileOf = (route: SiteRoute) => (route.event ? `manifest/events/${route.event.slug}.ts` : `manifest/pages (${route.id})`)

/**
 * The manifest against openapi/api.yaml, so that nothing codegen accepts is refused by the API:
 * company codes, issuance endpoints, operations that sections load or submit, language codes.
 */
export function checkAgainstContract(
  site: Pick<Site, 'routes' | 'languages'>,
  contract: ApiContract,
  sectionTypes: Record<string, SectionCapabilities>,
): void {
  const problems: string[] = []
  const company = contract.schema('CompanyCode')
  const endpoints = Object.values(contract.issuanceEndpoints)
  const operationOfEndpoint = Object.fromEntries(Object.entries(contract.issuanceEndpoints).map(([op, path]) => [path, op]))

  for (const [type, capabilities] of Object.entries(sectionTypes)) {
    const where = `manifest/sections/${type}.ts`
    if (capabilities.loads !== undefined) {
      const operation = contract.operations[capabilities.loads]
      if (!operation) problems.push(`${where}: loads: "${capabilities.loads}" is not an operationId of openapi/api.yaml`)
      else if (operation.method !== 'get') problems.push(`${where}: loads: "${capabilities.loads}" is not a GET operation`)
    }
    for (const op of capabilities.submits ?? []) {
      if (!contract.operations[op]) problems.push(`${where}: submits: "${op}" is not an operationId of openapi/api.yaml`)
    }
  }

  for (const route of site.routes) {
    if (route.event) {
      const why = refusal(route.event.company, company)
      if (why) problems.push(`${fileOf(route)}: company: "${route.event.company}" would be refused by the API (${why})`)
      if (!endpoints.includes(route.event.endpoint)) {
        problems.push(`${fileOf(route)}: endpoint: "${route.event.endpoint}" is not an issuance path of the API; use one of ${endpoints.join(', ')}`)
      }
    }
    route.sections.forEach((section, i) => {
      if (section.type === 'contact-form') {
        const offered = section.inquiryTypes.map((t) => t.value)
        const api = contract.enums.InquiryType
        if (offered.length !== api.length || !api.every((v) => offered.includes(v))) {
          problems.push(`${fileOf(route)}: sections[${i}].inquiryTypes: offer exactly the API's InquiryType values (${api.join(', ')}), each once; found ${offered.join(', ')}`)
        }
      }
      if (section.type !== 'issuance-form') return
      if (!contract.enums.Language.includes(section.lang)) {
        problems.push(`${fileOf(route)}: sections[${i}].lang: "${section.lang}" is not in the API's Language enum (set it in manifest/issuance.ts)`)
      }
      const submits = sectionTypes['issuance-form']?.submits ?? []
      section.targets.forEach((target, j) => {
        const op = operationOfEndpoint[target.endpoint]
        if (!op) {
          if (!route.event) problems.push(`${fileOf(route)}: sections[${i}].targets[${j}].endpoint: "${target.endpoint}" is not an issuance path; use one of ${endpoints.join(', ')}`)
        } else if (!submits.includes(op)) {
          problems.push(`manifest/sections/issuance-form.ts: submits: lacks "${op}", which ${route.id} posts to`)
        }
      })
      const why = refusal(section.company, company)
      if (why && !route.event) problems.push(`${fileOf(route)}: sections[${i}].company: "${section.company}" would be refused by the API (${why})`)
    })
    route.query.forEach((q, i) => {
      if (q.kind === 'api-enum' && !(q.schema in contract.enums)) {
        problems.push(`${fileOf(route)}: query[${i}].schema: "${q.schema}" is not an enum codegen reads (${Object.keys(contract.enums).join(', ')})`)
      }
    })
  }

  const apiLocales = site.languages.map((l) => l.apiLocale)
  for (const locale of apiLocales) {
    if (!contract.enums.Language.includes(locale)) problems.push(`manifest/languages.ts: apiLocale "${locale}" is not in the API's Language enum`)
  }
  for (const locale of contract.enums.Language) {
    if (!apiLocales.includes(locale)) problems.push(`openapi/api.yaml: Language "${locale}" belongs to no language of manifest/languages.ts`)
  }
  if (problems.length > 0) throw new ContractError(problems.join('\n'))
}

/** Query parameters with their API enums filled in: the route tree validates them as plain enums. */
export function resolveQuery(query: readonly QueryParam[], contract: ApiContract): QueryParam[] {
  return query.map((q) => {
    if (q.kind !== 'api-enum') return q
    // checkAgainstContract has refused a schema that is no enum of the contract.
    const values = contract.enums[q.schema] ?? []
    const fallback = contract.schema(q.schema).default ?? values[0]!
    return { kind: 'enum', name: q.name, values: [...values], default: fallback }
  })
}
