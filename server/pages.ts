import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { Manifest as ViteManifest } from 'vite'
import { isBuildInternal, notFoundFile } from '../src/lib/build-internals'
import { localeForAcceptLanguage } from '../src/lib/language'
import { siteStylesheets, stylesheetPreloadHeader } from '../src/lib/stylesheet-preload'
import { apiPrefix } from './api/contract'
import { methodNotAllowed } from './api/messages'
import { servedAt } from './dist-pages'
import { answerPage, type PageAnswer } from './page-routing'

/**
 * The file of the build a request path names (`/kor/index.html`, decoded and normalised, so
 * `/%6Eginx/../nginx/csp.json` is `/nginx/csp.json`), or undefined when it names none.
 */
function builtFile(distDir: string, pathname: string): string | undefined {
  if (pathname === '/') return undefined
  let decoded: string
  try {
    decoded = path.posix.normalize(decodeURIComponent(pathname))
  } catch {
    return undefined // a malformed escape (`/%E0%A4%A`) names no file: the page rules answer it
  }
  const file = path.join(distDir, decoded)
  return file.startsWith(distDir) && existsSync(file) && statSync(file).isFile() ? decoded : undefined
}

type SiteAnswer = { kind: 'file' } | PageAnswer

/** The API's paths (`/api`, `/api/…`), which answer every method themselves (api/allowed-methods.ts). */
const isApiPath = (url: string) => url === apiPrefix || url.startsWith(`${apiPrefix}/`) || url.startsWith(`${apiPrefix}?`)

/**
 * What the site answers for `url`: a file of the build as it is; one of the build's internals
 * (build-internals.ts) the host-wide not-found page with 404; an HTML file at its own path
 * (`/kor/index.html`, a notice's `notice-3.html`) a permanent redirect to the page's one address
 * (`/kor`, `?id=3`), the query kept for a page; anything else by the page rules.
 */
function siteAnswer(distDir: string, url: URL, acceptLanguage: string | undefined): SiteAnswer {
  const file = builtFile(distDir, url.pathname)
  // A list's view is a document only where the build wrote it (press pages: when it read the list).
  if (file === undefined) return answerPage(url, acceptLanguage, (built) => builtFile(distDir, built) !== undefined)
  if (isBuildInternal(file)) return { kind: 'page', file: notFoundFile, status: 404 }
  const address = servedAt(file.slice(1))
  if (address === file) return { kind: 'file' }
  return { kind: 'redirect', location: address.includes('?') ? address : `${address}${url.search}`, status: 301 }
}

/**
 * What a GET of `url` ends on, its redirects followed: a trailing slash dropped, then the guard of
 * an unknown first segment (`/jpn/x/` -> `/jpn/x` -> `/jpn/404`), so an unknown path is told from
 * a real page's second address (`/kor/`, `/kor/index.html`).
 */
function landing(distDir: string, url: URL, acceptLanguage: string | undefined): SiteAnswer {
  let answer = siteAnswer(distDir, url, acceptLanguage)
  for (let hops = 0; answer.kind === 'redirect' && hops < 3; hops += 1) answer = siteAnswer(distDir, new URL(answer.location, url), acceptLanguage)
  return answer
}

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
  if (!existsSync(path.join(distDir, '404.html'))) {
    throw new Error(`${distDir} holds no prerendered site: run \`npm run build\` first`)
  }
  // preCompressed: the build wrote `.br` and `.gz` beside each text file; fastify-static picks
  // the best one the browser accepts and sets Content-Encoding and Vary itself.
  await app.register(fastifyStatic, { root: distDir, serve: false, preCompressed: true })
  const policies = pagePolicies(distDir)
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
    const answer = landing(distDir, new URL(request.url, 'http://site.invalid'), request.headers['accept-language'])
    if (answer.kind === 'page' && answer.status === 404) return withPageHeaders(reply, answer.file).code(404).header('cache-control', 'no-cache').sendFile(answer.file, { cacheControl: false })
    const allowed = ['GET', 'HEAD']
    return reply
      .code(405)
      .header('allow', allowed.join(', '))
      .type('text/plain; charset=utf-8')
      .send(`${methodNotAllowed(allowed)[localeForAcceptLanguage(request.headers['accept-language'])]}.`)
  }
  app.get('/*', (request, reply) => {
    const url = new URL(request.url, 'http://site.invalid')
    const answer = siteAnswer(distDir, url, request.headers['accept-language'])
    if (answer.kind === 'file') {
      withPageHeaders(reply, url.pathname)
      const immutable = url.pathname.startsWith('/assets/')
      // Hashed assets never change under their name; anything else is checked again each time.
      if (immutable) return reply.sendFile(url.pathname, { immutable: true, maxAge: '1y' })
      return reply.header('cache-control', 'no-cache').sendFile(url.pathname, { cacheControl: false })
    }
    if (answer.kind === 'redirect') return reply.redirect(answer.location, answer.status)
    return withPageHeaders(reply, answer.file).code(answer.status).header('cache-control', 'no-cache').sendFile(answer.file, { cacheControl: false })
  })
}
