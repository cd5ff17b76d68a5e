import { PassThrough } from 'node:stream'
import type { FastifyInstance, FastifyServerOptions } from 'fastify'

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
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number }
} {
  return {
    connectionTimeout: limits.socketIdleMs,
    keepAliveTimeout: limits.keepAliveMs,
    requestTimeout: limits.requestMs,
    // fastify hands `http` to http.createServer: the two Node checks it has no option of its own for.
    http: { headersTimeout: limits.headersMs, requestTimeout: limits.requestMs, connectionsCheckingInterval: limits.checkEveryMs },
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

/**
 * Holds every body to `bodyIdleMs` and `bodyMs`. Node's own `requestTimeout` would answer too, but
 * from below fastify: no route, no language, no hooks, so not the contract's error shape. Here the
 * timeout is a parser error like a broken body, which the API answers in the contract's shape (and
 * with `Connection: close`, error-answer.ts), with the headers and a log line. A body already in
 * when the request is routed (nearly all of them: a form is one packet) is passed on untouched.
 */
export function registerBodyTimeLimits(app: FastifyInstance, limits: Pick<TimeLimits, 'bodyIdleMs' | 'bodyMs'>): void {
  app.addHook('preParsing', async (request, reply, payload) => {
    if (request.raw.complete) return payload
    const timed = new PassThrough()
    const stop = () => {
      clearTimeout(idle)
      clearTimeout(whole)
    }
    const timeOut = () => {
      stop()
      payload.unpipe(timed)
      // The rest of the body will not be read: the connection ends with the answer.
      reply.header('connection', 'close')
      timed.destroy(new BodyTimedOut())
    }
    const idle = setTimeout(timeOut, limits.bodyIdleMs)
    // `elapsedTime`: since fastify took the request, its headers complete.
    const whole = setTimeout(timeOut, Math.max(0, limits.bodyMs - reply.elapsedTime))
    payload.on('data', () => idle.refresh())
    payload.once('end', stop)
    payload.once('error', (error) => {
      stop()
      timed.destroy(error)
    })
    payload.once('close', () => {
      // A client that hangs up mid-body: nothing to answer, nothing to wait for.
      stop()
      if (!request.raw.complete) timed.destroy()
    })
    return payload.pipe(timed)
  })
}

