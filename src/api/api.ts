import { createApiClient, type ApiClientOptions } from './create-api-client'
import { queryWithDefaults, type ApiOperation, type OperationId, type QueryOf, type RequestBody, type SuccessBody } from './operation'
import { settle, type ApiFailureHooks, type FetchResult } from './settle'

export type ApiOptions = ApiClientOptions & ApiFailureHooks

/** What a call of `Id` takes: its query parameters (their defaults fill the rest), its body. */
export type CallInput<Id extends OperationId> = ([QueryOf<Id>] extends [never] ? unknown : { query?: QueryOf<Id> }) &
  ([RequestBody<Id>] extends [never] ? unknown : { body: RequestBody<Id> })

/**
 * The site's calls: any operation of openapi/api.yaml, given its generated table
 * (`src/generated/operations/`). Resolves with the success answer or, after the section-8 hook
 * ran, rejects with an ApiError.
 */
export interface Api {
  call<Id extends OperationId>(
    operation: ApiOperation<Id>,
    ...input: Record<never, never> extends CallInput<Id> ? [input?: CallInput<Id>] : [input: CallInput<Id>]
  ): Promise<SuccessBody<Id>>
}

/** openapi-fetch's `request`, for an operation known only at run time (its table checked the types). */
type Request = (method: string, path: string, init: object) => Promise<FetchResult<unknown>>

export function createApi(options: ApiOptions): Api {
  const client = createApiClient(options)
  const hooks: ApiFailureHooks = { onNotFound: options.onNotFound, onServerDown: options.onServerDown }
  const request = client.request as unknown as Request

  return {
    call(operation, ...[input]) {
      const { query, body } = (input ?? {}) as { query?: Record<string, unknown>; body?: { lang?: unknown } }
      // docs/rules/api.md §7: a body in the visitor's language (inquiry, issuance) sends Accept-Language equal to its `lang`.
      const header = typeof body?.lang === 'string' ? { header: { 'Accept-Language': body.lang } } : {}
      // As text: a success may have any body (issuance), which JSON parsing would turn into a failure.
      const answer = request(operation.method, operation.path, { params: { query: queryWithDefaults(operation, query), ...header }, body, parseAs: 'text' })
      return settle(answer, hooks, operation) as Promise<SuccessBody<typeof operation.id>>
    },
  }
}
