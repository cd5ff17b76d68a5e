import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify'
import pino from 'pino'

/**
 * Structured request logs (pino's JSON lines on stdout) that hold no personal data: a request is
 * its method, its path without the query, and the route it matched; an answer is its status and
 * time. Never bodies (names, e-mails, phone numbers), queries, headers (Accept-Language, cookies)
 * or the client's address. `server/security.test.ts` sends a form and looks for its values.
 */
export function loggerOptions(stream?: pino.DestinationStream): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: 'info',
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: { method?: string; url?: string; routeOptions?: { url?: string } }) => ({
        method: request.method,
        path: (request.url ?? '').split('?')[0]!.slice(0, 200),
        route: request.routeOptions?.url,
      }),
      res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
    },
  } as NonNullable<FastifyServerOptions['logger']>
}

/**
 * One line per request, when it is answered ('request completed': method, path, route, status,
 * time in ms), instead of fastify's two (the arrival line adds nothing a visitor's request needs
 * and doubles the cost under load). Pass as the `logController` option.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return
    const entry = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 100) / 100 }
    if (error) reply.log.error({ ...entry, err: error }, 'request errored')
    else reply.log.info(entry, 'request completed')
  }
}

export type LogDestination = ReturnType<typeof pino.destination>

/**
 * stdout for the request logs, written asynchronously: pino's own destination (SonicBoom) with
 * `sync: false` hands the lines to a libuv thread and never blocks the event loop. The synchronous
 * default writes each line on the main thread, and Node makes a stdout pipe non-blocking, so when
 * the pipe is full (its reader has fallen behind) pino sleeps 100 ms on the spot (EAGAIN) and the
 * whole server with it. With a reader that stops for 200 ms out of every 400, 20,000 issuance
 * requests over 16 connections took 7 s, p99 203 ms; written asynchronously 3 s, p99 6 ms, as
 * with no logs (3-4 s, 5 ms). No `minLength`: a line goes out at once when the server is quiet, and under load
 * the lines that arrive during one write go out together in the next. The buffer has no cap (a
 * line is never dropped): a reader that stops reading costs memory, not answers.
 *
 * Lines still in the buffer are lost if the process exits without waiting for them: the server
 * drains the destination when it closes (`drainLogDestination` in an onClose hook, server/app.ts; server/logging.test.ts sends SIGTERM during a burst). pino also
 * flushes synchronously on `process.exit`, which catches all but the write in flight.
 */
export function createLogDestination(): LogDestination {
  return pino.destination({ dest: 1, sync: false })
}

/**
 * Resolves once every line written so far has been handed to the operating system (the write in
 * flight included) and the destination is closed. After `timeoutMs` with stdout taking nothing (a
 * reader that stopped reading), it drops the rest and resolves, so that shutdown cannot hang on
 * the logs (pino's exit-time flush would otherwise retry forever).
 */
export function drainLogDestination(destination: LogDestination, timeoutMs = 5_000): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      destination.destroy()
      resolve()
    }, timeoutMs)
    destination.once('close', () => {
      clearTimeout(timer)
      resolve()
    })
    destination.end()
  })
}
