import type { QueryParam } from '../manifest/schema/page'
import type { SectionCapabilities as SectionTypeCapabilities } from '../manifest/schema/section-type'
import type { Site, SiteRoute } from '../manifest/site'
import type { ApiContract } from './api-contract'

export class ContractError extends Error {
  override name = 'ContractError'
}

/** What a section type declares about the API (manifest/schema/section-type.ts). */
type SectionCapabilities = Pick<SectionTypeCapabilities, 'loads' | 'submits' | 'body' | 'sends' | 'offers' | 'postsTo'>

type Rule = { pattern?: string; minLength?: number; maxLength?: number; enum?: readonly string[] }

/** What the API would refuse of a string, by the rule of a contract schema; undefined if accepted. */
function refusal(value: string, rule: Rule): string | undefined {
  if (rule.enum !== undefined && !rule.enum.includes(value)) return `not one of ${rule.enum.join(', ')}`
  if (rule.minLength !== undefined && value.length < rule.minLength) return `shorter than ${rule.minLength}`
  if (rule.maxLength !== undefined && value.length > rule.maxLength) return `longer than ${rule.maxLength} characters`
  if (rule.pattern !== undefined && !new RegExp(rule.pattern, 'u').test(value)) return `does not match ${rule.pattern}`
  return undefined
}

const fileOf = (route: SiteRoute) => (route.event ? `manifest/events/${route.event.slug}.ts` : `manifest/pages (${route.id})`)

/** The rule of one field of a request body, its `$ref` followed; undefined when the body has no such field. */
function fieldRule(contract: ApiContract, body: string, field: string): Rule | undefined {
  const property = contract.schema(body).properties?.[field]
  if (!property) return undefined
  return property.$ref ? contract.schema(property.$ref.split('/').at(-1)!) : property
}

/** Whether the contract has a schema of this name (its `schema` throws for one it lacks). */
function hasSchema(contract: ApiContract, name: string): boolean {
  try {
    contract.schema(name)
    return true
  } catch {
    return false
  }
}

/** What a section type declares, checked against the contract on its own: operations and the body. */
function checkSectionType(type: string, capabilities: SectionCapabilities, contract: ApiContract): string[] {
  const problems: string[] = []
  const where = `manifest/sections/${type}.ts`
  if (capabilities.loads !== undefined) {
    const operation = contract.operations[capabilities.loads]
    if (!operation) problems.push(`${where}: loads: "${capabilities.loads}" is not an operationId of openapi/api.yaml`)
    else if (operation.method !== 'get') problems.push(`${where}: loads: "${capabilities.loads}" is not a GET operation`)
  }
  const submits = capabilities.submits ?? []
  for (const op of submits) {
    if (!contract.operations[op]) problems.push(`${where}: submits: "${op}" is not an operationId of openapi/api.yaml`)
  }
  const { body } = capabilities
  if (submits.length > 0 && body === undefined) {
    const bodies = [...new Set(submits.flatMap((op) => contract.operations[op]?.body ?? []))]
    problems.push(`${where}: body: name the request body its form builds (${bodies.join(' or ') || 'a schema of openapi/api.yaml'})`)
  }
  if (body !== undefined) {
    if (submits.length === 0) problems.push(`${where}: body: "${body}" without submits; a form sends it to the operations it names`)
    if (!hasSchema(contract, body)) problems.push(`${where}: body: "${body}" is not a schema of openapi/api.yaml`)
    for (const op of submits) {
      const takes = contract.operations[op]?.body
      if (contract.operations[op] && takes !== body) problems.push(`${where}: submits: "${op}" takes ${takes ?? 'no JSON body'}, not ${body}`)
    }
  }
  const declared = (['sends', 'offers', 'postsTo'] as const).filter((k) => capabilities[k] !== undefined)
  if (declared.length > 0 && body === undefined) problems.push(`${where}: ${declared.join(', ')}: declare the body (and submits) they are about`)
  return problems
}

/**
 * One section of a page against the contract, by what its type declares: the values its entry
 * sends (each by its field's rule), the choices it offers (exactly the field's enum) and the
 * paths it posts to (those of its `submits`).
 */
function checkSection(section: { type: string }, at: string, capabilities: SectionCapabilities, contract: ApiContract): string[] {
  const { body } = capabilities
  if (body === undefined || !hasSchema(contract, body)) return []
  const problems: string[] = []
  const where = `manifest/sections/${section.type}.ts`
  for (const [field, value] of Object.entries(capabilities.sends?.(section as never) ?? {})) {
    const rule = fieldRule(contract, body, field)
    if (!rule) problems.push(`${where}: sends: "${field}" is not a field of ${body}`)
    const why = rule && refusal(value, rule)
    if (why) problems.push(`${at}: sends ${field} "${value}", which the API would refuse (${why})`)
  }
  for (const [field, offered] of Object.entries(capabilities.offers?.(section as never) ?? {})) {
    const values = fieldRule(contract, body, field)?.enum
    if (!values) {
      problems.push(`${where}: offers: "${field}" is not an enum field of ${body}`)
    } else if (offered.length !== values.length || !values.every((v) => offered.includes(v))) {
      problems.push(`${at}: offers ${field}: offer exactly the API's values (${values.join(', ')}), each once; found ${offered.join(', ')}`)
    }
  }
  const paths = (capabilities.submits ?? []).flatMap((op) => contract.operations[op]?.path.replace(/^\//, '') ?? [])
  for (const path of capabilities.postsTo?.(section as never) ?? []) {
    if (!paths.includes(path)) problems.push(`${at}: posts to "${path}", which is not the path of an operation of its submits (${paths.join(', ')})`)
  }
  return problems
}

/**
 * The manifest against openapi/api.yaml, so that nothing codegen accepts is refused by the API:
 * company codes, issuance endpoints, operations that sections load or submit, what each form's
 * entry sends or offers (as its section type declares), language codes.
 */
export function checkAgainstContract(
  site: Pick<Site, 'routes' | 'languages'>,
  contract: ApiContract,
  sectionTypes: Record<string, SectionCapabilities>,
): void {
  const problems: string[] = []
  const company = contract.schema('CompanyCode')
  const endpoints = Object.values(contract.issuanceEndpoints)

  for (const [type, capabilities] of Object.entries(sectionTypes)) problems.push(...checkSectionType(type, capabilities, contract))

  for (const route of site.routes) {
    const before = problems.length
    if (route.event) {
      const why = refusal(route.event.company, company)
      if (why) problems.push(`${fileOf(route)}: company: "${route.event.company}" would be refused by the API (${why})`)
      const code = route.event.claimCode
      const codeRefused = code === undefined ? undefined : refusal(code, contract.schema('ClaimCode'))
      if (codeRefused) problems.push(`${fileOf(route)}: claimCode: the API would refuse it (${codeRefused})`)
      if (!endpoints.includes(route.event.endpoint)) {
        problems.push(`${fileOf(route)}: endpoint: "${route.event.endpoint}" is not an issuance path of the API; use one of ${endpoints.join(', ')}`)
      }
    }
    // An event's sections are built from its entry: a mistake found in the entry is named once, as the entry's.
    if (problems.length === before) {
      route.sections.forEach((section, i) => {
        const capabilities = sectionTypes[section.type]
        if (capabilities) problems.push(...checkSection(section, `${fileOf(route)}: sections[${i}]`, capabilities, contract))
      })
    }
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
  if (problems.length > 0) throw new ContractError([...new Set(problems)].join('\n'))
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
