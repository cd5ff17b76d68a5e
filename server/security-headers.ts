import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  commonSecurityHeaders,
  crossOriginResourcePolicy,
  fileContentSecurityPolicy,
  strictTransportSecurity,
} from '../src/lib/security-headers'
import { errorBody, retryAfterSeconds, ServiceUnavailable } from './api/error-answer'
import { messages } from './api/messages'
import { plainSentence } from './plain-answer'

/**
 * The security headers of an answer to `pathname`: the common ones, the data
 * Content-Security-Policy or a worker script's (a page replaces it with its own: server/pages.ts,
 * from the build's `dist/nginx/csp.json`), `Cross-Origin-Resource-Policy` by path, and HSTS when the request came
 * over https (directly, or through a proxy the server trusts: TRUST_PROXY). The one list, for
 * every answer the process sends: fastify's (below) and the raw ones of `answerClientError`.
 */
export function securityHeadersFor(pathname: string, https: boolean): Record<string, string> {
  return {
    ...commonSecurityHeaders,
    'content-security-policy': fileContentSecurityPolicy(pathname),
    'cross-origin-resource-policy': crossOriginResourcePolicy(pathname),
    ...(https ? { 'strict-transport-security': strictTransportSecurity } : {}),
  }
}

/** Security headers on every answer of the server (pages, files, redirects, API, errors). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    setSecurityHeaders(request, reply)
    return payload
  })
}

function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  const pathname = request.url.split('?', 1)[0]!
  for (const [name, value] of Object.entries(securityHeadersFor(pathname, request.protocol === 'https'))) {
    if (name === 'strict-transport-security' || !reply.hasHeader(name)) reply.header(name, value)
  }
}

/**
 * fastify's `frameworkErrors`: a URL it cannot even route (`/%`, a malformed escape) is answered
 * before any hook runs, so the headers are set here, and the body names no internals.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  setSecurityHeaders(request, reply)
  const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400
  void reply.code(status).type('text/plain; charset=utf-8').send(plainSentence(messages.badRequest, request.url))
}

/** What Node's parser or its timers refused, by the error code of its `clientError` event. */
function clientErrorStatus(code: string | undefined): 400 | 408 | 431 {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408
  if (code === 'HPE_HEADER_OVERFLOW') return 431
  return 400
}

const clientErrorTexts = { 400: messages.badRequest, 408: messages.requestTimeout, 431: messages.headersTooLarge }

/**
 * fastify's `clientErrorHandler` (Node's `clientError` event): a request Node's HTTP parser
 * refused before fastify saw it, so no hook runs: a malformed request line or header, an unknown
 * method, Content-Length with Transfer-Encoding (400), headers over Node's limit (431), a request
 * not received in time (408). fastify's default wrote `{"error":…,"statusCode":…}` with no
 * security header; this writes the same headers as every other answer and the contract's error
 * shape, then closes the connection (the parser cannot read on from a broken request). Its
 * headers were not read, so the message is in English, as for a request without Accept-Language,
 * and the path is unknown: `same-origin`. Nothing is written when the connection is gone or an
 * answer to it has already begun (Node's own rule).
 */
export function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const status = clientErrorStatus(error.code)
  this.log.info({ res: { statusCode: status }, code: error.code }, 'request refused by the HTTP parser')
  const answering = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true
  if (socket.writable && !answering) {
    const body = JSON.stringify(errorBody(status, clientErrorTexts[status].en))
    const headers = {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
      ...securityHeadersFor('/', false),
    }
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('')
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`)
  }
  socket.destroy(error)
}

/**
 * The server's answer to anything that failed outside the API (which has its own, in the
 * contract's shape): the status and a plain sentence, never the error's message or stack; a
 * 5xx is logged with its error for the operator.
 */
export function answerServerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof ServiceUnavailable) {
    return reply.code(503).header('retry-after', String(retryAfterSeconds)).type('text/plain; charset=utf-8').send(plainSentence(messages.serviceUnavailable, request.url))
  }
  const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500
  if (status >= 500) request.log.error({ err: error }, 'request failed')
  return reply
    .code(status)
    .type('text/plain; charset=utf-8')
    .send(plainSentence(status >= 500 ? messages.serverError : messages.badRequest, request.url))
}
