import { ApiError } from './api-error'

/** What the app does on the failures docs/rules/api.md §8 handles globally. */
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

/** What makes a 200 a success, as the operation's table says (src/api/operation.ts). */
export interface SuccessRule {
  /** Any 200 is one, whatever its body (issuance, docs/rules/issuance.md §4.1). */
  statusOnly?: boolean
  /** Properties a success must hold with these values (an inquiry's `result: Requested`). */
  accepts?: Readonly<Record<string, string>>
}

/** A body as the client read it (text): its JSON, else the text itself (an empty body is `''`). */
function bodyOf(text: unknown): unknown {
  if (typeof text !== 'string') return text
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A 200's answer, or the failure it is (thrown). With `statusOnly` any body succeeds and resolves
 * as the object it holds, else `{}` (the caller reads only what is present). Otherwise the body
 * must be a JSON object (a page of HTML from a proxy is the server failing) holding every
 * accepted value (a 200 saying `result: "Failed"` is a refusal with its message).
 */
function answerOf(data: unknown, status: number, rule: SuccessRule): unknown {
  if (rule.statusOnly) return isRecord(data) ? data : {}
  const serverMessage = serverMessageOf(data)
  if (!isRecord(data)) throw new ApiError('server', { status, serverMessage })
  if (Object.entries(rule.accepts ?? {}).some(([name, value]) => data[name] !== value)) throw new ApiError('rejected', { status, serverMessage })
  return data
}

/** Turns a refusal into an ApiError, or undefined for a 200 (docs/rules/api.md §8's 404 rule first, whatever the status). */
function failureOf(result: FetchResult<unknown>): ApiError | undefined {
  const { status } = result.response
  const body = result.response.ok ? result.data : result.error
  const field = readField(body, 'field')
  const details = { status, serverMessage: serverMessageOf(body), field: typeof field === 'string' ? field : undefined }
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
 * Waits for an openapi-fetch call (its body read as text: `bodyOf` parses it) and resolves with
 * the success answer, or runs the section-8 hook and rejects with an ApiError.
 */
export async function settle(call: Promise<FetchResult<unknown>>, hooks: ApiFailureHooks, rule: SuccessRule = {}): Promise<unknown> {
  let failure: ApiError
  try {
    const read = await call
    const result = { ...read, data: bodyOf(read.data) }
    const refused = failureOf(result)
    if (refused) throw refused
    return answerOf(result.data, read.response.status, rule)
  } catch (cause) {
    // A body that could not be read, or a failure thrown above, which stays as it is.
    failure = cause instanceof ApiError ? cause : new ApiError('server', { cause })
  }
  if (failure.kind === 'not-found') runHook(hooks.onNotFound, failure)
  if (failure.kind === 'no-response' || failure.kind === 'timeout') runHook(hooks.onServerDown, failure)
  throw failure
}
