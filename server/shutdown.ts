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
