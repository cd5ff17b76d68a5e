import type { FastifyInstance } from 'fastify'
import { errorBody, languageOf } from './api/error-answer'
import { messages } from './api/messages'

/**
 * An HTTP/1.1 request without `Host` is answered 400, as HTTP requires (RFC 9112, 3.2), but as
 * every other refusal is: the contract's error shape in the request's language, the security
 * headers, a log line. Node's own check (`requireHostHeader`, off in app.ts) wrote a bare 400
 * below fastify, with none of them (server/README.md, security).
 */
export function registerHostRequired(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.raw.httpVersion !== '1.1' || request.headers.host !== undefined) return undefined
    return reply.code(400).header('connection', 'close').send(errorBody(400, messages.hostMissing[languageOf(request)]))
  })
}
