import { readFile } from 'node:fs/promises'
import { parse } from 'yaml'
import { withHeader } from './header'

export const API_RULES_FILE = 'src/generated/api-rules.gen.ts'
export const API_BASE_FILE = 'src/generated/api-base.gen.ts'

type JsonSchema = {
  $ref?: string
  type?: string
  enum?: string[]
  default?: string
  const?: string
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  properties?: Record<string, JsonSchema>
  required?: string[]
}

type Content = { $ref?: string; content?: Record<string, { schema?: JsonSchema }> }

type Parameter = { $ref?: string; name?: string; in?: string; schema?: JsonSchema }

type Operation = {
  operationId: string
  summary?: string
  parameters?: Parameter[]
  requestBody?: Content
  responses?: Record<string, Content>
}

type Document = {
  info: {
    'x-obadge-limits': {
      writesPerEmailPerMinute: number
      writesPerAddressPerMinute: number
      bodyLimitBytes: number
      timeoutMs: number
      logoMaxBytes: number
      logoMinPngSide: number
      logoMaxPngSide: number
      logoMaxAspect: number
    }
  }
  servers: Array<{ url: string }>
  paths: Record<string, Partial<Record<'get' | 'post', Operation>>>
  components: {
    schemas: Record<string, JsonSchema>
    requestBodies: Record<string, Content>
    responses?: Record<string, Content>
    parameters?: Record<string, Parameter>
  }
}

/** A query parameter of an operation: an enum's values and the value when it is absent. */
export type QueryParameter = { values?: string[]; default?: string }

/** One operation as the site's client, its preloads and the server read it. */
export type ContractOperation = {
  method: 'get' | 'post'
  /** Below the base path, e.g. `/BadgeGallery`. */
  path: string
  summary: string
  /** Its query parameters by name, in the contract's order. */
  query: Record<string, QueryParameter>
  /** The required `const` properties of its success answer (`result: Requested`): a 200 without them is a refusal. */
  accepts: Record<string, string>
  /**
   * Its success answer requires nothing (issuance, docs/rules/issuance.md §4.1: "status 200 means success"): any 200
   * is a success, whatever its body, which is read only for the properties it holds.
   */
  statusOnly: boolean
  /** The 4xx statuses it declares: refusals the site words itself, in the page's language. */
  refuses: number[]
  /** The `components.schemas` name of its request body, if it takes one (what a section's `body` names). */
  body?: string
  /** How its body is sent, when not JSON: `multipart/form-data` for a body with a file (the partner's logo). */
  mediaType?: BodyMediaType
}

/** The media types a request body may have: JSON, or a form with a file. */
export const bodyMediaTypes = ['application/json', 'multipart/form-data'] as const
export type BodyMediaType = (typeof bodyMediaTypes)[number]

/**
 * A request field's rules as the API checks them (what a form must check first): the JSON Schema
 * keywords of its schema that a visitor's value can break, each with the contract's own value.
 */
export type FieldRule = {
  required: boolean
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
  enum?: readonly string[]
  const?: string
}

/** What the site, the server and the manifest checks read from openapi/api.yaml. */
export type ApiContract = {
  basePath: string
  limits: Document['info']['x-obadge-limits']
  /** Every operation by operationId, in the contract's order. */
  operations: Record<string, ContractOperation>
  /** Paths (without "/") whose POST takes an IssuanceRequest, by operationId. */
  issuanceEndpoints: Record<string, string>
  /**
   * Every named enum of the contract (a schema with `enum`), by schema name. Language and
   * InquiryType are named in the type because the manifest checks read them by name
   * (contract-checks.ts); readApiContract fails on a contract without them.
   */
  enums: Record<string, string[]> & Record<'Language' | 'InquiryType', string[]>
  /**
   * The field rules of every request body of the contract, by the body's schema name
   * (`ContactInquiry`), in the order the operations first use them: a new operation's body gets
   * its rules, and its form's messages (src/lib/field-messages.ts), with no edit here.
   */
  fields: Record<string, Record<string, FieldRule>>
  /** The request body (its schema name) each operation that takes one is sent with, by operationId. */
  requestBodies: Record<string, string>
  /** A named schema, for checks that validate manifest values against it (e.g. CompanyCode). */
  schema(name: string): JsonSchema
}

function refName(ref: string): string {
  return ref.split('/').at(-1)!
}

export async function readApiContract(file: string): Promise<ApiContract> {
  const doc = parse(await readFile(file, 'utf8')) as Document
  const schemas = doc.components.schemas
  const schema = (name: string): JsonSchema => {
    const found = schemas[name]
    if (!found) throw new Error(`openapi/api.yaml: components.schemas.${name} is missing`)
    return found
  }
  // A property may be a $ref with its own description beside it; the rules live in the target.
  const resolve = (s: JsonSchema): JsonSchema => (s.$ref ? resolve(schema(refName(s.$ref))) : s)
  const enumOf = (name: string) => {
    const values = resolve(schema(name)).enum
    if (!values) throw new Error(`openapi/api.yaml: components.schemas.${name} has no enum`)
    return values
  }
  const enums = Object.fromEntries(Object.entries(schemas).flatMap(([name, s]) => (s.enum ? [[name, s.enum]] : [])))

  const fieldsOf = (name: string): Record<string, FieldRule> => {
    const object = schema(name)
    return Object.fromEntries(
      Object.entries(object.properties ?? {}).map(([field, raw]) => {
        const s = resolve(raw)
        const rule: FieldRule = { required: object.required?.includes(field) ?? false }
        if (s.minLength !== undefined) rule.minLength = s.minLength
        if (s.maxLength !== undefined) rule.maxLength = s.maxLength
        if (s.pattern !== undefined) rule.pattern = s.pattern
        if (s.format !== undefined) rule.format = s.format
        if (s.enum !== undefined) rule.enum = s.enum
        if (s.const !== undefined) rule.const = s.const
        return [field, rule]
      }),
    )
  }

  const component = <T>(holder: Record<string, T> | undefined, ref: string, what: string): T => {
    const found = holder?.[refName(ref)]
    if (!found) throw new Error(`openapi/api.yaml: ${ref} is missing (${what})`)
    return found
  }
  const queryOf = (operation: Operation): Record<string, QueryParameter> => {
    const parameters = (operation.parameters ?? []).map((p) => (p.$ref ? component(doc.components.parameters, p.$ref, operation.operationId) : p))
    return Object.fromEntries(
      parameters
        .filter((p) => p.in === 'query' && p.name !== undefined)
        .map((p) => {
          const s = p.schema ? resolve(p.schema) : {}
          return [p.name!, { ...(s.enum ? { values: s.enum } : {}), ...(s.default !== undefined ? { default: s.default } : {}) }]
        }),
    )
  }
  const successOf = (operation: Operation): { accepts: Record<string, string>; statusOnly: boolean } => {
    const raw = operation.responses?.['200']
    const answer = raw?.$ref ? component(doc.components.responses, raw.$ref, operation.operationId) : raw
    const body = answer?.content?.['application/json']?.schema
    const resolved = body ? resolve(body) : {}
    const required = new Set(resolved.required ?? [])
    // Only what a success must hold counts: an optional `const` is what an answer says when it says anything.
    const accepts = Object.entries(resolved.properties ?? {}).flatMap(([name, p]) => (p.const === undefined || !required.has(name) ? [] : [[name, p.const] as const]))
    return { accepts: Object.fromEntries(accepts), statusOnly: required.size === 0 }
  }
  /** The schema name and media type of an operation's body (through `components.requestBodies`), if it takes one. */
  const bodyOf = (operation: Operation): { name: string; mediaType: BodyMediaType } | undefined => {
    const raw = operation.requestBody
    if (!raw) return undefined
    const body = raw.$ref ? component(doc.components.requestBodies, raw.$ref, operation.operationId) : raw
    const types = Object.keys(body.content ?? {})
    const mediaType = bodyMediaTypes.find((type) => types.length === 1 && types[0] === type)
    // One media type per operation: the server refuses any other with 415, and the client knows how to send it.
    if (!mediaType) throw new Error(`openapi/api.yaml: ${operation.operationId}: a request body has one media type, ${bodyMediaTypes.join(' or ')} (it has ${types.join(', ') || 'none'})`)
    const ref = body.content?.[mediaType]?.schema?.$ref
    // The body's name keys its rules and its fields' words (src/i18n, forms.validation.field).
    if (!ref) throw new Error(`openapi/api.yaml: ${operation.operationId}: a request body must be a named schema ($ref to components.schemas)`)
    return { name: refName(ref), mediaType }
  }
  const refusalsOf = (operation: Operation): number[] =>
    Object.keys(operation.responses ?? {})
      .map(Number)
      .filter((status) => status >= 400 && status < 500)

  const operations: ApiContract['operations'] = {}
  const issuanceEndpoints: Record<string, string> = {}
  const requestBodies: Record<string, string> = {}
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const method of ['get', 'post'] as const) {
      const operation = methods[method]
      if (!operation) continue
      const sent = bodyOf(operation)
      const body = sent?.name
      operations[operation.operationId] = {
        method,
        path,
        summary: operation.summary ?? '',
        query: queryOf(operation),
        ...successOf(operation),
        refuses: refusalsOf(operation),
        ...(body === undefined ? {} : { body }),
        ...(sent?.mediaType === 'multipart/form-data' ? { mediaType: sent.mediaType } : {}),
      }
      if (body !== undefined) requestBodies[operation.operationId] = body
      if (body === 'IssuanceRequest') issuanceEndpoints[operation.operationId] = path.replace(/^\//, '')
    }
  }

  return {
    basePath: doc.servers[0]!.url,
    limits: doc.info['x-obadge-limits'],
    operations,
    issuanceEndpoints,
    enums: { ...enums, Language: enumOf('Language'), InquiryType: enumOf('InquiryType') },
    fields: Object.fromEntries([...new Set(Object.values(requestBodies))].map((body) => [body, fieldsOf(body)])),
    requestBodies,
    schema: (name) => resolve(schema(name)),
  }
}

const literal = (value: unknown) => JSON.stringify(value, null, 2)

/**
 * The contract's rules as constants for the site and the server: the base path and limits (re-exported),
 * the enums and every form field's rule. The forms' validation and the server's error texts are
 * built from these, so a rule changes in api.yaml and nowhere else. Each operation has a module
 * of its own (api-operations.ts).
 */
/**
 * What every page that calls the API needs of the contract, and nothing more: the base path and
 * the limits. A module of its own, because the list pages load the API client with it and not
 * the forms' field rules (0.4 kB gzip they would otherwise load); api-rules.gen.ts re-exports it.
 */
export function generateApiBase(contract: ApiContract): string {
  return withHeader(`
/** Every operation lives under this path (api.yaml \`servers\`). */
export const apiBasePath = ${literal(contract.basePath)}

/** Limits the server enforces and the client obeys (api.yaml \`info.x-obadge-limits\`). */
export const apiLimits = ${literal(contract.limits)} as const
`)
}

export function generateApiRules(contract: ApiContract): string {
  return withHeader(`
export { apiBasePath, apiLimits } from './api-base.gen'

/** Named enums of the contract. */
export const apiEnums = ${literal(contract.enums)} as const

/** The rules of every request body's fields, by the body's schema name, exactly as the API checks them. */
export const fieldRules = ${literal(contract.fields)} as const

/** A request body of the contract, by its schema name. */
export type RequestBodyName = keyof typeof fieldRules

/** The request body each operation that takes one is sent with, by operationId. */
export const requestBodyOf = ${literal(contract.requestBodies)} as const satisfies Record<string, RequestBodyName>
`)
}
