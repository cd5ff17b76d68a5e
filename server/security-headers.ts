import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { retryAfterSeconds, ServiceUnavailable } from './api/error-answer'
import { commonSecurityHeaders, dataContentSecurityPolicy, strictTransportSecurity } from '../src/lib/security-headers'

/**
 * Security headers on every answer of the server (pages, files, redirects, API, errors): the
 * common ones, HSTS when the request came over https (directly, or through a proxy the server
 * trusts: TRUST_PROXY), and a Content-Security-Policy. Pages set their own policy
 * (server/pages.ts, from the build's `dist/nginx/csp.json`); everything else gets the data
 * policy, which lets a response load and run nothing.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    setSecurityHeaders(request, reply)
    return payload
  })
}

function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  for (const [name, value] of Object.entries(commonSecurityHeaders)) {
    if (!reply.hasHeader(name)) reply.header(name, value)
  }
  if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', dataContentSecurityPolicy)
  if (request.protocol === 'https') reply.header('strict-transport-security', strictTransportSecurity)
}

/**
 * fastify's `frameworkErrors`: a URL it cannot even route (`/%`, a malformed escape) is answered
 * before any hook runs, so the headers are set here, and the body names no internals.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  setSecurityHeaders(request, reply)
  const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400
  void reply.code(status).type('text/plain; charset=utf-8').send('Bad request.')
}

/**
 * The server's answer to anything that failed outside the API (which has its own, in the
 * contract's shape): the status and a plain sentence, never the error's message or stack; a
 * 5xx is logged with its error for the operator.
 */
export function answerServerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof ServiceUnavailable) {
    return reply.code(503).header('retry-after', String(retryAfterSeconds)).type('text/plain; charset=utf-8').send('Service unavailable. Please try again in a moment.')
  }
  const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500
  if (status >= 500) request.log.error({ err: error }, 'request failed')
  return reply
    .code(status)
    .type('text/plain; charset=utf-8')
    .send(status >= 500 ? 'Server error. Please try again later.' : 'Bad request.')
}
