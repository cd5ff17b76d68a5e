import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { badgeImageAddress, operationMethodAt } from './api-addresses'

/**
 * The request headers the site's client sends beside the CORS-safelisted ones: `Content-Type:
 * application/json` on every POST (openapi-fetch) and `Accept-Language` on every call
 * (src/api/create-api-client.ts; a browser lets a safelisted-looking `ko-KR` through without a
 * preflight, but not every value a caller might set).
 */
export const corsRequestHeaders = ['Content-Type', 'Accept-Language'] as const

/**
 * How long a browser may reuse a preflight's answer, in seconds. Short, because a preflight
 * granted to an origin later removed from CORS_ORIGINS lets that origin's POSTs through until it
 * expires; each visitor issues once or twice, so a longer cache would save nothing.
 */
export const corsMaxAgeSeconds = 600

/**
 * The method another origin may use on `pathname`, or undefined where it gets no grant at all.
 * The gallery's images (docs/rules/api.md §3) too: `<img>` needs no grant, a script's fetch does.
 */
export function corsMethodFor(pathname: string): string | undefined {
  return operationMethodAt.get(pathname) ?? (badgeImageAddress.test(pathname) ? 'GET' : undefined)
}

/**
 * Answers CORS, preflights included, for the origins named in CORS_ORIGINS (exact matches) on the
 * five operations and the badge images, and for nothing else: another origin, another path under
 * /api, or an OPTIONS that is not a preflight gets no `Access-Control-*` header, and the
 * OPTIONS the API's JSON 404. Registered inside the /api scope, so pages never pass through it.
 *
 * @fastify/cors does the protocol (preflight answered in `onRequest`, before the write limits and
 * validation, with the security headers still added in `onSend`); its per-request options decide
 * who and where. It adds `Vary: Origin` to every /api answer, since for the operations and images
 * the answer depends on it (a cache must not hand an answer without the grant to a granted site);
 * on a 404 it is harmless.
 */
export async function registerCors(scope: FastifyInstance, origins: readonly string[]): Promise<void> {
  const allowed = new Set(origins)
  const grantFor = (request: FastifyRequest): FastifyCorsOptions => {
    const origin = request.headers.origin
    const method = corsMethodFor(request.url.split('?', 1)[0]!)
    const notPreflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] === undefined
    if (!method || !origin || !allowed.has(origin) || notPreflight) return { origin: false }
    return { origin, methods: [method], allowedHeaders: [...corsRequestHeaders], maxAge: corsMaxAgeSeconds }
  }
  await scope.register(fastifyCors, { delegator: (request, callback) => callback(null, grantFor(request)) })
}
