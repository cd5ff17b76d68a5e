import { ApiError } from './api-error'

/** What the app does on the failures spec section 8 handles globally. */
export interface ApiFailureHooks {
  /** HTTP 404 or `resultCode: 404`: the app goes to its not-found page. */
  onNotFound?: (error: ApiError) => void
  /** No answer at all (network or timeout): the app shows the server-down alert with the support phone. */
  onServerDown?: (error: ApiError) => void
}

/** What an openapi-fetch call resolves with. */
export interface FetchResult<Data> {
  data?: Data
  error?: unknown
  response: Response
}

function readField(body: unknown, key: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined
}

function serverMessageOf(body: unknown): string | undefined {
  const message = readField(body, 'message')
  if (typeof message === 'string' && message.trim() !== '') return message
  // A proxy or a framework default may answer with plain text instead of the contract's JSON.
  return typeof body === 'string' && body.trim() !== '' && body.length < 500 ? body.trim() : undefined
}

/** Turns an answer into an ApiError, or undefined when it is a success. */
function failureOf(result: FetchResult<unknown>): ApiError | undefined {
  const { status } = result.response
  const body = result.response.ok ? result.data : result.error
  const details = { status, serverMessage: serverMessageOf(body) }
  if (status === 404 || readField(body, 'resultCode') === 404) return new ApiError('not-found', details)
  if (status >= 500) return new ApiError('server', details)
  if (!result.response.ok) return new ApiError('rejected', details)
  return undefined
}

function runHook(hook: ((error: ApiError) => void) | undefined, error: ApiError): void {
  try {
    hook?.(error)
  } catch (hookError) {
    // A broken hook must not replace the error the caller is waiting for, nor vanish: the
    // browser reports it as it does an uncaught error (console, window's `error` event).
    if (typeof reportError === 'function') reportError(hookError)
    else console.error(hookError)
  }
}

/**
 * Waits for an openapi-fetch call and resolves with its data, or runs the section-8 hook and
 * rejects with an ApiError. `isSuccess` lets an operation refuse a 200 whose body says otherwise.
 */
export async function settle<Data>(
  call: Promise<FetchResult<Data>>,
  hooks: ApiFailureHooks,
  isSuccess: (data: Data) => boolean = () => true,
): Promise<Data> {
  let failure: ApiError
  try {
    const result = await call
    const answerFailure = failureOf(result)
    if (!answerFailure && result.data !== undefined && isSuccess(result.data)) return result.data
    failure =
      answerFailure ??
      new ApiError('rejected', { status: result.response.status, serverMessage: serverMessageOf(result.data) })
  } catch (cause) {
    // An answer arrived but its body was not JSON: the server misbehaved.
    failure = cause instanceof ApiError ? cause : new ApiError('server', { cause })
  }
  if (failure.kind === 'not-found') runHook(hooks.onNotFound, failure)
  if (failure.kind === 'no-response' || failure.kind === 'timeout') runHook(hooks.onServerDown, failure)
  throw failure
}
