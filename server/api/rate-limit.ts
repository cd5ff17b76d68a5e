import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { apiLimits } from '../../src/generated/api-rules.gen'
import { duplicateKeyOfEmail } from '../db/issuance-store'
import { errorBody } from './error-answer'
import { messageLanguage, messages } from './messages'

/**
 * The two write limits of api.yaml `x-obadge-limits`, a minute each: one client address with one
 * e-mail (a person retrying), and one client address in all (sized for a hall of attendees behind
 * the venue's one Wi-Fi address; the figure and why are in api.yaml's description).
 */
export interface WriteLimits {
  perEmailPerMinute: number
  perAddressPerMinute: number
}

export const contractWriteLimits: WriteLimits = {
  perEmailPerMinute: apiLimits.writesPerEmailPerMinute,
  perAddressPerMinute: apiLimits.writesPerAddressPerMinute,
}

const oneMinute = 60_000

/**
 * Distinct keys each limit remembers (an LRU; the library's default is 5,000). A venue alone is
 * 1,000 e-mails; past this many, the least recently seen count is forgotten, which errs towards
 * accepting.
 */
const keysRemembered = 100_000

/**
 * Registers both limits on the POST operations of `scope`, with @fastify/rate-limit's in-memory
 * store (the reference server is one process; a restart forgetting counts is harmless).
 *
 * Not its per-route `config.rateLimit` nor two `scope.rateLimit()` hooks: a route takes one
 * `config.rateLimit`, and the library marks a request once its first hook has run
 * (`rateLimitRan`), so a second hook on the same route is skipped without a word. Its
 * `createRateLimit()` checks a request against a limit and leaves the answer to the caller, which
 * is also how the 429 gets the contract's error shape and the visitor's language.
 */
export async function registerWriteLimits(scope: FastifyInstance, limits: WriteLimits): Promise<void> {
  await scope.register(fastifyRateLimit, { global: false })
  // The library's own key: the client address, an IPv6 one by its /64 (one household or venue).
  const address = (request: FastifyRequest) => normalizeIP(request.ip)
  // `cache` sizes each limit's own store (the library hands these options to `store.child`),
  // though its types list `cache` for the plugin's options only.
  const perAddressOptions = { max: limits.perAddressPerMinute, timeWindow: oneMinute, keyGenerator: address, cache: keysRemembered }
  const perEmailOptions = {
    max: limits.perEmailPerMinute,
    timeWindow: oneMinute,
    // The e-mail as the duplicate rule compares it, so "A@x" and "a@x" are one person here too.
    keyGenerator: (request: FastifyRequest) => `${address(request)} ${duplicateKeyOfEmail(emailOf(request)!)}`,
    cache: keysRemembered,
  }
  const perAddress = scope.createRateLimit(perAddressOptions)
  const perEmail = scope.createRateLimit(perEmailOptions)

  // The address's count first, in onRequest: a flood is refused before its body is read or checked.
  scope.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST') return undefined
    return refuseWhenExceeded(await perAddress(request), request, reply)
  })
  // The e-mail's count once the body is parsed and valid (preHandler runs after validation):
  // every POST of the contract carries one; a POST without would be held by the address limit alone.
  scope.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' || emailOf(request) === undefined) return undefined
    return refuseWhenExceeded(await perEmail(request), request, reply)
  })
}

function emailOf(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email : undefined
}

type LimitState = Awaited<ReturnType<ReturnType<FastifyInstance['createRateLimit']>>>

/** A 429 in the contract's shape, `Retry-After` the seconds until this limit's minute ends. */
function refuseWhenExceeded(limit: LimitState, request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
  if (limit.isAllowed || !limit.isExceeded) return undefined
  const language = messageLanguage(request.headers['accept-language'])
  return reply
    .code(429)
    .header('retry-after', String(Math.max(1, limit.ttlInSeconds)))
    .send(errorBody(429, messages.tooManyRequests[language]))
}
