import { isBuildInternal, notFoundFile } from '../src/lib/build-internals'
import { answerPage, type PageAnswer } from './page-routing'
import { servedAt } from './served-at'

/** What a host answers for a request of the site: a file as it is, a page, or a redirect. */
export type SiteAnswer = { kind: 'file' } | PageAnswer

/**
 * The file of the build a request path names, decoded and normalised (`/%6Eginx/../nginx/csp.json`
 * is `/nginx/csp.json`), as `exists` says (the Node server asks its disk, the edge's worker the
 * build's list); undefined when it names none. A malformed escape (`/%E0%A4%A`) names no file:
 * the page rules answer it.
 */
export function builtFile(pathname: string, exists: (file: string) => boolean): string | undefined {
  if (pathname === '/') return undefined
  let decoded: string
  try {
    decoded = normalize(decodeURIComponent(pathname))
  } catch {
    return undefined
  }
  return decoded.startsWith('/') && exists(decoded) ? decoded : undefined
}

/** `path.posix.normalize` for an absolute path, without Node's `path` (the edge has none). */
function normalize(pathname: string): string {
  const parts: string[] = []
  for (const part of pathname.split('/')) {
    if (part === '..') parts.pop()
    else if (part !== '.' && part !== '') parts.push(part)
  }
  return `/${parts.join('/')}${pathname.endsWith('/') && parts.length ? '/' : ''}`
}

/**
 * What the site answers for `url`, the same on every host that runs code (the Node server,
 * server/pages.ts; the edge's worker, scripts/prerender/edge/worker.ts): a file of the build as it is; one
 * of the build's internals (build-internals.ts) the host-wide not-found page with 404; an HTML
 * file at its own path (`/kor/index.html`, a notice's `notice-3.html`) a permanent redirect to
 * the page's one address (`/kor`, `?id=3`), the query kept for a page; anything else by the page
 * rules. `exists(file)`: whether the build wrote that file (`/kor/index.html`).
 */
export function siteAnswer(url: URL, acceptLanguage: string | undefined, exists: (file: string) => boolean): SiteAnswer {
  const file = builtFile(url.pathname, exists)
  // A list's view is a document only where the build wrote it (press pages: when it read the list).
  if (file === undefined) return answerPage(url, acceptLanguage, (built) => builtFile(built, exists) !== undefined)
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
export function landing(url: URL, acceptLanguage: string | undefined, exists: (file: string) => boolean): SiteAnswer {
  let answer = siteAnswer(url, acceptLanguage, exists)
  for (let hops = 0; answer.kind === 'redirect' && hops < 3; hops += 1) answer = siteAnswer(new URL(answer.location, url), acceptLanguage, exists)
  return answer
}
