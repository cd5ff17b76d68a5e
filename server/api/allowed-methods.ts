import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { badgeArtDirectory } from '../seed/badge-art-files'
import { badgeImageAddress, operationMethodAt } from './api-addresses'
import { answerNotFound, errorBody, languageOf } from './error-answer'
import { methodNotAllowed } from './messages'

/** A GET answers HEAD too (fastify adds the route); the contract declares one method per path. */
const withHead = (method: string) => (method === 'GET' ? ['GET', 'HEAD'] : [method])

/** The methods `pathname` answers under /api, or undefined where nothing is (the API's 404). */
export function allowedMethodsAt(pathname: string): readonly string[] | undefined {
  const operation = operationMethodAt.get(pathname)
  if (operation) return withHead(operation)
  const image = badgeImageAddress.exec(pathname)?.[1]
  return image !== undefined && existsSync(fileURLToPath(new URL(image, badgeArtDirectory))) ? withHead('GET') : undefined
}

/**
 * Anything under /api that no route takes: a known path with another method is a 405 with
 * `Allow` (PUT on an operation, GET on a POST operation, POST on an image), any other path the
 * API's 404, both in the contract's shape. Run as the catch-all route's `onRequest`, so the method
 * is judged before a body is read (a POST of text to a GET operation is a 405, not a 415).
 *
 * OPTIONS stays a 404: it belongs to CORS (cors.ts), which answers the preflights it grants
 * before this runs; any other OPTIONS is refused as it always was, so a refused preflight reads
 * the same with CORS_ORIGINS set or not.
 */
export async function answerUnrouted(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const allowed = request.method === 'OPTIONS' ? undefined : allowedMethodsAt(request.url.split('?', 1)[0]!)
  if (!allowed) return answerNotFound(request, reply)
  return reply
    .code(405)
    .header('allow', allowed.join(', '))
    .send(errorBody(405, methodNotAllowed(allowed)[languageOf(request)]))
}
