import { ApiError } from './api-error'

type Fetch = (request: Request) => Promise<Response>

/**
 * Wraps fetch so a call that gets no answer rejects with an ApiError: `timeout` when the
 * deadline passed, `no-response` for every other failure before an answer (network, DNS, refused).
 */
export function fetchWithTimeout(baseFetch: typeof globalThis.fetch, timeoutMs: number): Fetch {
  return async (request) => {
    const deadline = AbortSignal.timeout(timeoutMs)
    try {
      return await baseFetch(request, { signal: deadline })
    } catch (cause) {
      throw new ApiError(deadline.aborted ? 'timeout' : 'no-response', { cause })
    }
  }
}
