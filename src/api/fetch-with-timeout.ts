import { ApiError } from './api-error'

type Fetch = (request: Request) => Promise<Response>

/**
 * Wraps fetch so a call that gets no answer rejects with an ApiError: `timeout` when the
 * deadline passed, `no-response` for every other failure before an answer (network, DNS, refused).
 * A plain timer (not `AbortSignal.timeout`) so it is cleared once the answer is in, and so a
 * test's fake clock can run the deadline out.
 */
export function fetchWithTimeout(baseFetch: typeof globalThis.fetch, timeoutMs: number): Fetch {
  return async (request) => {
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    try {
      return await baseFetch(request, { signal: controller.signal })
    } catch (cause) {
      throw new ApiError(timedOut ? 'timeout' : 'no-response', { cause })
    } finally {
      clearTimeout(timer)
    }
  }
}
