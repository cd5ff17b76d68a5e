import type { operations, paths } from '../generated/api.gen'

export type OperationId = keyof operations

/** The HTTP methods the contract uses (a new one joins here and in `createApi`'s call). */
type Method = 'get' | 'post'

/** Whether two types are the same (each assignable to the other). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false

/**
 * Where the contract declares operation `Id`: a method and a path (a key of openapi-typescript's
 * `paths`, as openapi-fetch takes it) whose operation is `Id`'s. A path the contract does not
 * have, or another operation's, fails `tsc` in the operation's table. Two operations of one shape
 * (the 2.0 and 3.0 issuance) are each other's in types: their calls type the same either way.
 */
export type RouteOf<Id extends OperationId> = {
  [Path in keyof paths]: { [M in Method]: Same<paths[Path][M], operations[Id]> extends true ? { readonly method: M; readonly path: Path } : never }[Method]
}[keyof paths]

/** A query parameter: the values an enum allows, and the value sent when the caller has none. */
export type QueryParameter<Value extends string = string> = { readonly values?: readonly Value[]; readonly default?: Value }

/** Each query parameter of `Id`, by the contract's name, with the contract's values. */
type QueryTable<Id extends OperationId> = { readonly [Name in keyof QueryOf<Id>]-?: QueryParameter<Extract<QueryOf<Id>[Name], string>> }

/**
 * One operation of openapi/api.yaml as codegen writes it, one module each
 * (`src/generated/operations/<operation>.gen.ts`): the client calls it, a page preloads it, the
 * server fills its defaults from it. A page imports only the operations it calls. Without `Id`,
 * any operation (a union the method tells apart). The `id` beside the table is what lets a
 * generic call infer `Id` from the table it is given.
 */
export type ApiOperation<Id extends OperationId = OperationId> = OperationTables[Id] & { readonly id: Id }

/**
 * Every operation's table by id. The `-?` changes no key (all are required); it keeps
 * `OperationTables[Id]` an indexed access, which widens to `ApiOperation` (the union) where a
 * call needs it: without a modifier TS rewrites it to `OperationTable<Id>`, which does not.
 */
type OperationTables = { [Id in OperationId]-?: OperationTable<Id> }

type OperationTable<Id extends OperationId> = RouteOf<Id> & {
  readonly id: Id
  /** Its query parameters by name, in the contract's order. */
  readonly query: QueryTable<Id>
  /** The required `const` properties of its success answer: a 200 without them is a refusal. */
  readonly accepts?: { readonly [name: string]: string }
  /** Any 200 is a success, whatever its body (its success answer requires nothing: issuance, docs/rules/issuance.md §4.1). */
  readonly statusOnly?: true
  /** A write's 4xx statuses as the contract declares them: refusals a form words in the page's language. */
  readonly refuses?: readonly number[]
  /** A body sent as a form with a file instead of JSON (the partner's request with its logo). */
  readonly mediaType?: 'multipart/form-data'
}

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never
/** A form's fields: the contract types a file (`format: binary`) as a string, the browser sends a Blob. */
type FormFields<Body> = { [Field in keyof Body]: Body[Field] | Blob }
type ContractBodyOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : T extends { content: { 'multipart/form-data': infer Body } } ? Body : never
type BodyOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : T extends { content: { 'multipart/form-data': infer Body } } ? FormFields<Body> : never

/** The answer of a success (HTTP 200). */
export type SuccessBody<Id extends OperationId> = JsonOf<operations[Id]['responses'][200]>
/** The request body (JSON, or a form's fields), or never for an operation without one. */
export type RequestBody<Id extends OperationId> = BodyOf<NonNullable<operations[Id]['requestBody']>>
/**
 * A form's fields as sent: a FormData (src/api/form-body.ts builds it) whose type remembers the
 * fields it holds, so a call can require the contract's, and a page without a form carries no
 * code that builds one.
 */
export type FormBody<Fields> = FormData & { readonly fields?: Fields }
type SentBodyOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : T extends { content: { 'multipart/form-data': infer Body } } ? FormBody<FormFields<Body>> : never
/** What a call sends: the JSON body, or the FormData of a form's fields, or never for an operation without a body. */
export type SentBody<Id extends OperationId> = SentBodyOf<NonNullable<operations[Id]['requestBody']>>
/** The request body as the server receives it: a form's file is read aside (server/api/form-body.ts), its field holds the file's name. */
export type ReceivedBody<Id extends OperationId> = ContractBodyOf<NonNullable<operations[Id]['requestBody']>>
/** The query parameters, or never for an operation without any. */
export type QueryOf<Id extends OperationId> = NonNullable<operations[Id]['parameters']['query']>

/** What a call of `Id` sends as its query: the contract's parameters, or none. */
export type SentQuery<Id extends OperationId> = QueryOf<Id> | Record<string, never>

/**
 * The query an operation is sent with: for each parameter it declares, in the contract's order,
 * the given value, else its default (an enum's unknown value too, as the page's route reads it).
 * The client and the preloads both use this, so a preloaded address is the one the client asks for.
 */
export function queryWithDefaults<Id extends OperationId>(operation: ApiOperation<Id>, given: Readonly<Record<string, unknown>> = {}): SentQuery<Id> {
  const known: ApiOperation = operation
  const query: Record<string, string> = {}
  const parameters: [string, QueryParameter][] = Object.entries(known.query)
  for (const [name, parameter] of parameters) {
    // A router parses `?q=123` as a number; the parameter is text.
    const value = typeof given[name] === 'number' ? String(given[name]) : given[name]
    const allowed = typeof value === 'string' && (parameter.values?.includes(value) ?? true)
    const chosen = allowed ? value : parameter.default
    if (chosen !== undefined) query[name] = chosen
  }
  // Each value is one its parameter allows (the given one, or the default): the contract's query.
  return query as SentQuery<Id>
}

/**
 * What tells one read of `operation` from another: its query with the defaults filled in, as the
 * client sends it. The build reads with the defaults (`search` empty; src/app/built-reads.ts);
 * `useOperation` keys a visit's read by the page's query, and the two meet when they are equal.
 */
export function readKey(operation: ApiOperation, search: Readonly<Record<string, unknown>> = {}): string {
  return JSON.stringify(queryWithDefaults(operation, search))
}
