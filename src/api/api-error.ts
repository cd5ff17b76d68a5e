/**
 * The cases of docs/rules/api.md §8 a failed call can be, so a page can pick its alert text:
 * - `not-found`: HTTP 404 or a body with `resultCode: 404` (the app goes to its not-found page);
 * - `no-response`: the request got no answer at all (network down, server unreachable);
 * - `timeout`: no answer within the client's timeout;
 * - `rejected`: a 4xx answer, or a 200 whose result is not a success; `serverMessage` says why;
 * - `server`: a 5xx answer or an answer that could not be read.
 */
export type ApiErrorKind = 'not-found' | 'no-response' | 'timeout' | 'rejected' | 'server'

export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly kind: ApiErrorKind
  /** HTTP status, when an answer arrived. */
  readonly status: number | undefined
  /** The server's own `message`, when it sent one; shown only for a refusal the contract does not name. */
  readonly serverMessage: string | undefined
  /** The request field a 400 names (api.yaml `ErrorBody.field`), when it names one. */
  readonly field: string | undefined

  constructor(
    kind: ApiErrorKind,
    details: { status?: number; serverMessage?: string; field?: string; cause?: unknown } = {},
  ) {
    super(details.serverMessage ?? defaultMessages[kind], { cause: details.cause })
    this.kind = kind
    this.status = details.status
    this.serverMessage = details.serverMessage
    this.field = details.field
  }
}

const defaultMessages: Record<ApiErrorKind, string> = {
  'not-found': 'The requested resource was not found',
  'no-response': 'The server did not respond',
  timeout: 'The server did not answer in time',
  rejected: 'The server rejected the request',
  server: 'The server failed to handle the request',
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError
}
