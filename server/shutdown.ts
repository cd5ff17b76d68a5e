import type { FastifyInstance } from 'fastify'
import { ServiceUnavailable } from './api/error-answer'

/**
 * Requests that arrive while the server closes (SIGTERM, server/main.ts), on connections kept alive
 * from before, are answered 503 with `Retry-After` in the contract's shape (the API; pages get a
 * sentence), with the security headers and a log line like any answer. fastify's own answer
 * (`return503OnClosing`, which must be off where this is registered) was written below the hooks:
 * its own JSON, no headers, no line. A request taken before closing began is answered as usual.
 *
 * Checked in preParsing, the first stage after every onRequest hook: the API's CORS grant is set
 * by then (a page of another origin reads the 503), and no body has been read.
 */
export function registerShutdownAnswers(app: FastifyInstance): void {
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('preParsing', async () => {
    if (closing) throw new ServiceUnavailable('shutting down')
  })
}

/**
 * SIGTERM (a process manager, `docker stop`) and Ctrl-C: stop taking connections, answer the
 * requests in flight, commit and close the database, write out the last log lines, then exit.
 * A second signal ends the process at once (the default action: `once`). `npm start`'s server
 * and the API process of the tests and the bench (api-process.ts) stop the same way.
 */
export function closeOnSignals(app: FastifyInstance): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      // A connection busy when closing began stays open once idle, for its keep-alive time (72 s in
      // fastify): after a grace for the answers in flight, the rest are closed.
      setTimeout(() => app.server.closeAllConnections(), 5_000).unref()
      void app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error)
          process.exit(1)
        },
      )
    })
  }
}
