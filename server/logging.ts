import type { FastifyInstance, FastifyServerOptions } from 'fastify'

/**
 * Structured request logs (pino's JSON lines on stdout) that hold no personal data: a request is
 * its method, its path without the query, and the route it matched; an answer is its status and
 * time. Never bodies (names, e-mails, phone numbers), queries, headers (Accept-Language, cookies)
 * or the client's address. `server/logging.test.ts` sends a form and looks for its values.
 */
export function loggerOptions(stream?: NodeJS.WritableStream): NonNullable<FastifyServerOptions['logger']> {
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
 * One line per request, when it is answered (fastify's default is two, one on arrival): method,
 * path, route, status and time in ms. Use with `disableRequestLogging: true`.
 */
export function logRequests(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 100) / 100 }, 'request completed')
  })
}
