import { createApiClient, type ApiClientOptions } from './create-api-client'
import { queryWithDefaults, type ApiOperation, type OperationId, type QueryOf, type SentBody, type SentQuery, type SuccessBody } from './operation'
import { settle, type ApiFailureHooks } from './settle'

export type ApiOptions = ApiClientOptions & ApiFailureHooks

/** What a call of `Id` takes: its query parameters (their defaults fill the rest), its body; nothing it does not take. */
export type CallInput<Id extends OperationId> = ([QueryOf<Id>] extends [never] ? { query?: never } : { query?: QueryOf<Id> }) &
  ([SentBody<Id>] extends [never] ? { body?: never } : { body: SentBody<Id> })

/**
 * What a call sends when its operation is a type parameter (a section's `loads`, a form's
 * `submits`), where `CallInput` cannot be worked out: a read's query, or a write's body.
 */
export type GenericInput<Id extends OperationId> = { query: SentQuery<Id> } | { body: SentBody<Id> }

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
  call<Id extends OperationId>(operation: ApiOperation<Id>, input: GenericInput<Id>): Promise<SuccessBody<Id>>
}

export function createApi(options: ApiOptions): Api {
  const client = createApiClient(options)
  const hooks: ApiFailureHooks = { onNotFound: options.onNotFound, onServerDown: options.onServerDown }

  function call<Id extends OperationId>(operation: ApiOperation<Id>, { query, body }: { query?: SentQuery<Id>; body?: SentBody<Id> } = {}): Promise<SuccessBody<Id>> {
    // Any operation: its method tells openapi-fetch which of the contract's paths, queries and bodies it may have.
    const known: ApiOperation = operation
    // As text: a success may have any body (issuance), which JSON parsing would turn into a failure.
    const answer =
      known.method === 'get'
        ? client.GET(known.path, { params: { query: queryWithDefaults(known, query) }, parseAs: 'text' })
        : // A write's body is there (the signatures of `Api.call` require it). docs/rules/api.md §7: a body in
          // the visitor's language (inquiry, issuance) sends Accept-Language equal to its `lang`.
          // A form body (multipart/form-data) is a FormData (form-body.ts), which openapi-fetch
          // sends as it is; it has no `lang` to read, and the client's default Accept-Language, the
          // page's, stands (create-api-client.ts).
          client.POST(known.path, { params: { header: { 'Accept-Language': body instanceof FormData ? undefined : body?.lang } }, body, parseAs: 'text' })
    // What settle accepted is the contract's success answer (or, for a status-only write, what the 200 held).
    return settle(answer, hooks, operation) as Promise<SuccessBody<Id>>
  }
  return { call }
}
