import { apiLimits } from '../../src/generated/api-rules.gen'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { errorBody } from './error-answer'
import { messageLanguage, messages } from './messages'

/**
 * The writes (POSTs) one client address may make a minute, unless the server is told otherwise
 * (`WRITES_PER_MINUTE`, server/config.ts): generous enough for people and end-to-end tests, low
 * enough to stop a script filling the outbox (api.yaml `x-obadge-limits`).
 */
export const defaultWritesPerMinute: number = apiLimits.writesPerMinute

/** The window `writesPerMinute` counts in. */
const windowMs = 60_000

/**
 * A fixed-window counter per client address for the operations that store something. In memory
 * on purpose: the reference server is one process, and a restart forgetting counts is harmless.
 */
export function createWriteRateLimit(max: number, now: () => number) {
  const windows = new Map<string, { startedAt: number; count: number }>()

  // Async hooks end a request early by sending and returning the reply.
  return async function limitWrites(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    if (request.method !== 'POST') return undefined
    const time = now()
    const current = windows.get(request.ip)
    const window = current && time - current.startedAt < windowMs ? current : { startedAt: time, count: 0 }
    window.count += 1
    windows.set(request.ip, window)
    if (windows.size > 10_000) forgetExpired(time)
    if (window.count <= max) return undefined
    const retryAfterSeconds = Math.max(1, Math.ceil((window.startedAt + windowMs - time) / 1000))
    const language = messageLanguage(request.headers['accept-language'])
    return reply
      .code(429)
      .header('retry-after', String(retryAfterSeconds))
      .send(errorBody(429, messages.tooManyRequests[language]))
  }

  function forgetExpired(time: number): void {
    for (const [address, window] of windows) {
      if (time - window.startedAt >= windowMs) windows.delete(address)
    }
  }
}
