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

/**
 * Whether a failure says only that the data could not be had just now, and nothing about the
 * data itself: no answer (network down, CORS refused, unreachable), none in time, or the server
 * failing (a 5xx, an answer it could not read). Data the page already shows stays good through
 * such a failure: a list's refresh keeps its list quietly
 * (docs/decisions/failed-refresh-keeps-the-list.md). The other two kinds are the API's own word on
 * the request, handled as docs/rules/api.md §8 says whatever the page shows: `not-found`
 * (HTTP 404 or `resultCode: 404`) goes to the not-found page, `rejected` is told in an alert.
 */
export function isPassingFailure(error: ApiError): boolean {
  return error.kind === 'no-response' || error.kind === 'timeout' || error.kind === 'server'
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError
}
