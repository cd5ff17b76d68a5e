import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { Manifest as ViteManifest } from 'vite'
import { notFoundFile } from '../src/lib/build-internals'
import { cacheControlFor, revalidateCacheControl } from '../src/lib/cache-rules'
import { localeForAcceptLanguage } from '../src/lib/language'
import { siteStylesheets, stylesheetPreloadHeader } from '../src/lib/stylesheet-preload'
import { apiPrefix } from './api/contract'
import { methodNotAllowed } from './api/messages'
import { landing, siteAnswer } from './site-answer'

/** Whether the build wrote `file` (`/kor/index.html`, already decoded and normalised) under `distDir`. */
const builtUnder = (distDir: string) => (file: string) => {
  const onDisk = path.join(distDir, file)
  return existsSync(onDisk) && statSync(onDisk).isFile()
}

/** The API's paths (`/api`, `/api/…`), which answer every method themselves (api/allowed-methods.ts). */
const isApiPath = (url: string) => url === apiPrefix || url.startsWith(`${apiPrefix}/`) || url.startsWith(`${apiPrefix}?`)

/**
 * Each built HTML file's Content-Security-Policy, computed by the prerender from the file itself,
 * read again whenever the build rewrites it. Read once at start, a `npm run build` under a running
 * server served the new pages with the old build's hashes: the rebuilt `/kor`, whose
 * inline loader data carries the build's time, had its own scripts blocked and rendered blank.
 * (Between the prerender writing a page and writing this file, a page may still meet the policy
 * before it, for the seconds of a build.)
 */
function pagePolicies(distDir: string): () => Record<string, string> {
  const file = path.join(distDir, 'nginx/csp.json')
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` again (the prerender writes it)`)
  let read = { changedAt: -1, policies: {} as Record<string, string> }
  return () => {
    const changedAt = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? read.changedAt
    if (changedAt === read.changedAt) return read.policies
    try {
      read = { changedAt, policies: JSON.parse(readFileSync(file, 'utf8')) as Record<string, string> }
    } catch {
      // Caught in the middle of being written: the policies before serve until it is whole.
    }
    return read.policies
  }
}

/** The `Link` header of the build's pages (src/lib/stylesheet-preload.ts); empty for a build without Vite's manifest. */
function readPagePreloads(distDir: string): string {
  const file = path.join(distDir, '.vite/manifest.json')
  return existsSync(file) ? stylesheetPreloadHeader(siteStylesheets(JSON.parse(readFileSync(file, 'utf8')) as ViteManifest)) : ''
}

/**
 * Serves the prerendered site by path: files as they are, pages from `<path>/index.html`, the
 * spec's redirects as HTTP redirects, and no SPA fallback (an unknown path is a real 404).
 */
export async function registerPages(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(path.join(distDir, notFoundFile))) {
    throw new Error(`${distDir} holds no prerendered site: run \`npm run build\` first`)
  }
  // preCompressed: the build wrote `.br` and `.gz` beside each text file; fastify-static picks
  // the best one the browser accepts and sets Content-Encoding and Vary itself.
  await app.register(fastifyStatic, { root: distDir, serve: false, preCompressed: true })
  const policies = pagePolicies(distDir)
  const built = builtUnder(distDir)
  const pagePreloads = readPagePreloads(distDir)
  // A page answer carries its own policy (the hashes of its inline scripts) and asks for its
  // style sheets; other files get the server's data policy (server/security-headers.ts).
  const withPageHeaders = (reply: FastifyReply, file: string) => {
    if (pagePreloads && file.endsWith('.html')) reply.header('link', pagePreloads)
    const policy = policies()[file]
    return policy ? reply.header('content-security-policy', policy) : reply
  }
  // Registered before the routes, so it runs for them and for fastify's own not-found route.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || isApiPath(request.url)) return undefined
    return answerOtherMethod(request, reply)
  })
  /**
   * Any method but GET and HEAD on the site (the API answers its own): an address that would
   * answer (a page, a file, a redirect to a page) is a 405 with `Allow: GET, HEAD`; any other gets
   * the not-found page a GET ends on, with its 404. Answered before a body is read, so no content type
   * or size can turn it into another status, and never fastify's default body, which echoed the
   * method and path.
   */
  const answerOtherMethod = (request: FastifyRequest, reply: FastifyReply) => {
    const answer = landing(new URL(request.url, 'http://site.invalid'), request.headers['accept-language'], built)
    if (answer.kind === 'page' && answer.status === 404) return withPageHeaders(reply, answer.file).code(404).header('cache-control', revalidateCacheControl).sendFile(answer.file, { cacheControl: false })
    const allowed = ['GET', 'HEAD']
    return reply
      .code(405)
      .header('allow', allowed.join(', '))
      .type('text/plain; charset=utf-8')
      .send(`${methodNotAllowed(allowed)[localeForAcceptLanguage(request.headers['accept-language'])]}.`)
  }
  app.get('/*', (request, reply) => {
    const url = new URL(request.url, 'http://site.invalid')
    const answer = siteAnswer(url, request.headers['accept-language'], built)
    if (answer.kind === 'file') {
      return withPageHeaders(reply, url.pathname).header('cache-control', cacheControlFor(url.pathname)).sendFile(url.pathname, { cacheControl: false })
    }
    if (answer.kind === 'redirect') return reply.redirect(answer.location, answer.status)
    return withPageHeaders(reply, answer.file).code(answer.status).header('cache-control', revalidateCacheControl).sendFile(answer.file, { cacheControl: false })
  })
}
