import type { FastifyServerOptions } from 'fastify'

/**
 * How long the server waits for a client (server/README.md, "Time limits", says why each).
 * Before these, fastify's `requestTimeout` was 0: a socket that sent its headers and one byte of
 * its body was held forever, and a few hundred of them took every file descriptor.
 */
export interface TimeLimits {
  /** The request line and headers, from the connection's first byte (Node's `headersTimeout`). */
  headersMs: number
  /** No byte of a body for this long: the request is answered 408 and its connection closed. */
  bodyIdleMs: number
  /** The whole body, from the request's arrival: past this, 408 however fast it still trickles. */
  bodyMs: number
  /** Node's own limit on a whole request (`requestTimeout`), behind the two above. */
  requestMs: number
  /** A connection silent both ways during a request (`connectionTimeout`): closed without an answer. */
  socketIdleMs: number
  /** An idle kept-alive connection between requests (`keepAliveTimeout`). */
  keepAliveMs: number
  /** How often Node looks for connections past `headersMs` and `requestMs`. */
  checkEveryMs: number
}

export const defaultTimeLimits: TimeLimits = {
  headersMs: 10_000,
  bodyIdleMs: 10_000,
  bodyMs: 20_000,
  requestMs: 30_000,
  socketIdleMs: 60_000,
  keepAliveMs: 72_000,
  checkEveryMs: 1_000,
}

/** The Fastify constructor's share of the limits (both server/app.ts and server/api-process.ts). */
export function timeLimitOptions(limits: TimeLimits): Pick<FastifyServerOptions, 'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout'> & {
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number; requireHostHeader: boolean }
} {
  return {
    connectionTimeout: limits.socketIdleMs,
    keepAliveTimeout: limits.keepAliveMs,
    requestTimeout: limits.requestMs,
    // fastify hands `http` to http.createServer: the two Node checks it has no option of its own for.
    // `requireHostHeader`: answered by host-required.ts in the contract's shape instead of Node's bare 400.
    http: { headersTimeout: limits.headersMs, requestTimeout: limits.requestMs, connectionsCheckingInterval: limits.checkEveryMs, requireHostHeader: false },
  }
}

/** A body that stopped arriving, or arrives too slowly: fastify's error handlers answer it 408. */
export class BodyTimedOut extends Error {
  readonly statusCode = 408
  readonly code = 'OBADGE_BODY_TIMEOUT'
  constructor() {
    super('request body timed out')
  }
}
