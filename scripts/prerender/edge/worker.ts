// Cloudflare Pages' worker (advanced mode: the build bundles this file into `dist/_worker.js`,
// scripts/prerender/edge/cloudflare.ts). It runs the Node server's own routing code (server/site-answer.ts)
// for every address that needs a decision, and nothing else: `_routes.json` sends the site's
// static files straight to Pages, which serves them with `_headers`.
import { landing, siteAnswer, type SiteAnswer } from '../../../server/site-answer'
import { isBuildInternal } from '../../../src/lib/build-internals'
import { revalidateCacheControl } from '../../../src/lib/cache-rules'
import { commonSecurityHeaders, crossOriginResourcePolicy, dataContentSecurityPolicy, strictTransportSecurity } from '../../../src/lib/security-headers'
import type { EdgeBuild } from './edge-build'

/** What the build knows and the worker needs: filled in by the bundler (scripts/prerender/edge/cloudflare.ts). */
declare const __EDGE_BUILD__: EdgeBuild

type Env = {
  /** Pages' own static files, `_headers` applied. */
  ASSETS: { fetch: (input: Request | URL | string, init?: RequestInit) => Promise<Response> }
  /** Where `/api/` goes when the API is not on another origin (`VITE_API_ORIGIN`): a Pages variable; unset, `/api/` is the site's. */
  API_ORIGIN?: string
}

const build = __EDGE_BUILD__
const files = new Set(build.files)
/**
 * Whether the build wrote `file`: the files that reach the worker are the language folders' (the
 * pages and the list views) and the build's internals, which answer 404 wherever they are asked
 * (a `.gz` that names no file included: its answer is the same not-found page).
 */
const exists = (file: string) => files.has(file) || isBuildInternal(file)

/** The address Pages serves a built HTML file at (`/kor/index.html` at `/kor/`, `x/page-2.html` at `x/page-2`): its own path redirects. */
const assetAddress = (file: string) => file.replace(/index\.html$/, '').replace(/\.html$/, '')

/** The headers of every answer the worker gives (as server/security-headers.ts and the nginx rules send them). */
function secured(response: Response, url: URL, policy = dataContentSecurityPolicy): Response {
  const headers = response.headers
  for (const [name, value] of Object.entries(commonSecurityHeaders)) headers.set(name, value)
  headers.set('content-security-policy', policy)
  headers.set('cross-origin-resource-policy', crossOriginResourcePolicy(url.pathname))
  if (url.protocol === 'https:') headers.set('strict-transport-security', strictTransportSecurity)
  else headers.delete('strict-transport-security')
  // Pages grants every origin by default; the site's answers are for its own pages only.
  headers.delete('access-control-allow-origin')
  return response
}

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/')

async function answer(request: Request, env: Env): Promise<Response> {
  const url = new URL(request.url)
  if (env.API_ORIGIN && isApiPath(url.pathname)) return fetch(new Request(new URL(url.pathname + url.search, env.API_ORIGIN), request))
  const acceptLanguage = request.headers.get('accept-language') ?? undefined
  if (request.method === 'GET' || request.method === 'HEAD') return siteResponse(siteAnswer(url, acceptLanguage, exists), request, env)
  // Another method (server/pages.ts): the not-found page where a GET would end on it, else 405.
  const landed = landing(url, acceptLanguage, exists)
  if (landed.kind === 'page' && landed.status === 404) return page(landed.file, 404, new Request(url, { headers: request.headers }), env)
  return secured(new Response('Method Not Allowed', { status: 405, headers: { allow: 'GET, HEAD', 'cache-control': revalidateCacheControl } }), url)
}

function siteResponse(site: SiteAnswer, request: Request, env: Env): Promise<Response> | Response {
  if (site.kind === 'file') return env.ASSETS.fetch(request)
  if (site.kind === 'page') return page(site.file, site.status, request, env)
  return secured(new Response(null, { status: site.status, headers: { location: site.location, 'cache-control': revalidateCacheControl } }), new URL(request.url))
}

/** A page: its file, with its own status, policy and style sheets; a revalidation that finds it unchanged stays a 304. */
async function page(file: string, status: number, request: Request, env: Env): Promise<Response> {
  const url = new URL(request.url)
  const asset = await env.ASSETS.fetch(new URL(assetAddress(file), url), { method: request.method, headers: request.headers })
  const unchanged = asset.status === 304
  const response = new Response(unchanged ? null : asset.body, { status: unchanged ? 304 : status, headers: asset.headers })
  response.headers.set('cache-control', revalidateCacheControl)
  response.headers.set('vary', 'Accept-Encoding')
  if (build.pagePreloads) response.headers.set('link', build.pagePreloads)
  return secured(response, url, build.policies[file] ?? dataContentSecurityPolicy)
}

export default { fetch: answer }
