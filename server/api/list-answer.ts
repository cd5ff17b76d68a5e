import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * How long a browser or a shared cache may reuse a list without asking: 60 s. The lists change
 * only when the provider edits them, and a visitor sees such an edit within a minute; the pages
 * carry the lists of their build and refresh them after hydration, so a minute-old answer is
 * newer than what the page already showed. Reloads and a tab's way back within the minute cost
 * no request; after it, the `ETag` makes the refresh a 304 without a body.
 */
export const listCacheControl = 'public, max-age=60'

type Encoding = 'br' | 'gzip'

/**
 * The compressed lists, by ETag and encoding: a list is compressed once per version, not once per
 * request. Brotli at quality 5: the press list's 27 kB become 3.2 kB in 4 ms (quality 11: 2.8 kB in
 * 150 ms, gzip 9: 3.4 kB in 5 ms, measured on this machine). Bounded: the
 * lists have six versions at a time (press, and the gallery's five tabs), a few more across an edit.
 */
const compressedLists = new Map<string, Buffer>()
const compressedListsBound = 32

function compressed(json: string, etag: string, encoding: Encoding): Buffer {
  const key = `${encoding} ${etag}`
  let found = compressedLists.get(key)
  if (!found) {
    found =
      encoding === 'br'
        ? brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: json.length } })
        : gzipSync(json, { level: 9 })
    if (compressedLists.size >= compressedListsBound) compressedLists.delete(compressedLists.keys().next().value!)
    compressedLists.set(key, found)
  }
  return found
}

/**
 * The encoding to send, from `Accept-Encoding`: brotli before gzip, none if neither is accepted (q=0).
 * Not @fastify/accept-negotiator (already installed, for @fastify/static): it reads `BR` as no
 * encoding (names are case-insensitive, RFC 9110 12.5.3) and answers `br;q=0, *` with brotli, the
 * one encoding the client refused (both are cases of the test below).
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = parameters.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined)
    accepted.set(name, q === undefined ? 1 : Number(q))
  }
  const weight = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0
  if (weight('br') > 0) return 'br'
  if (weight('gzip') > 0) return 'gzip'
  return undefined
}

/** `If-None-Match` against the list's ETag, by the weak comparison (RFC 9110 13.1.2). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
}

/** Adds `name` to the answer's `Vary`, after what is there (CORS's `Origin`). */
export function varyBy(reply: FastifyReply, name: string): void {
  const vary = reply.getHeader('vary')
  reply.header('vary', vary ? `${String(vary)}, ${name}` : name)
}

/**
 * Sends a list (GET /MediaNews, /BadgeGallery) with a validator and a short cache time: serialized
 * by the route's own schema, an ETag from its bytes, 304 on a matching `If-None-Match`, otherwise
 * compressed as the client accepts. The ETag is weak because one list goes out in three encodings.
 */
export function sendList(request: FastifyRequest, reply: FastifyReply, answer: object): FastifyReply {
  // The route's own serializer for its 200 (fast-json-stringify, from api.yaml's schema).
  const json = String(reply.serializeInput(answer as Record<string, unknown>, '200', 'application/json'))
  const etag = `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`
  varyBy(reply, 'Accept-Encoding')
  reply.header('etag', etag).header('cache-control', listCacheControl)
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send()
  reply.code(200).type('application/json; charset=utf-8')
  const encoding = chooseEncoding(request.headers['accept-encoding'])
  if (!encoding) return reply.send(json)
  return reply.header('content-encoding', encoding).send(compressed(json, etag, encoding))
}
