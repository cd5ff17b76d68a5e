import type { operations } from '../generated/api.gen'

export type OperationId = keyof operations

/** A query parameter: the values an enum allows, and the value sent when the caller has none. */
export type QueryParameter = { readonly values?: readonly string[]; readonly default?: string }

/**
 * One operation of openapi/api.yaml as codegen writes it, one module each
 * (`src/generated/operations/<operation>.gen.ts`): the client calls it, a page preloads it, the
 * server fills its defaults from it. A page imports only the operations it calls.
 */
export interface ApiOperation<Id extends OperationId = OperationId> {
  readonly id: Id
  readonly method: 'get' | 'post'
  /** Below the base path (`apiBasePath`). */
  readonly path: string
  /** Its query parameters by name, in the contract's order. */
  readonly query: { readonly [name: string]: QueryParameter }
  /** The required `const` properties of its success answer: a 200 without them is a refusal. */
  readonly accepts?: { readonly [name: string]: string }
  /** Any 200 is a success, whatever its body (its success answer requires nothing: issuance, docs/rules/issuance.md §4.1). */
  readonly statusOnly?: true
  /** A write's 4xx statuses as the contract declares them: refusals a form words in the page's language. */
  readonly refuses?: readonly number[]
}

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never

/** The answer of a success (HTTP 200). */
export type SuccessBody<Id extends OperationId> = JsonOf<operations[Id]['responses'][200]>
/** The JSON request body, or never for an operation without one. */
export type RequestBody<Id extends OperationId> = JsonOf<NonNullable<operations[Id]['requestBody']>>
/** The query parameters, or never for an operation without any. */
export type QueryOf<Id extends OperationId> = NonNullable<operations[Id]['parameters']['query']>

/**
 * The query an operation is sent with: for each parameter it declares, in the contract's order,
 * the given value, else its default (an enum's unknown value too, as the page's route reads it).
 * The client and the preloads both use this, so a preloaded address is the one the client asks for.
 */
export function queryWithDefaults(operation: ApiOperation, given: Readonly<Record<string, unknown>> = {}): Record<string, string> {
  const query: Record<string, string> = {}
  for (const [name, parameter] of Object.entries(operation.query)) {
    // A router parses `?q=123` as a number; the parameter is text.
    const value = typeof given[name] === 'number' ? String(given[name]) : given[name]
    const allowed = typeof value === 'string' && (parameter.values?.includes(value) ?? true)
    const chosen = allowed ? value : parameter.default
    if (chosen !== undefined) query[name] = chosen
  }
  return query
}

/**
 * What tells one read of `operation` from another: its query with the defaults filled in, as the
 * client sends it. The build reads with the defaults (`search` empty; src/app/built-reads.ts);
 * `useOperation` keys a visit's read by the page's query, and the two meet when they are equal.
 */
export function readKey(operation: ApiOperation, search: Readonly<Record<string, unknown>> = {}): string {
  return JSON.stringify(queryWithDefaults(operation, search))
}
