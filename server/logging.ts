import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify'

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
