/**
 * What the build writes beside the site that is not the site, which no host serves at its own
 * address (server/pages.ts, and the generated nginx rules: scripts/prerender/nginx.ts):
 * - `dist/nginx/`: the generated host rules and every page's policy (`csp.json`);
 * - the edge hosts' rules (scripts/prerender/edge/): Cloudflare Pages' `_worker.js`, `_routes.json` and
 *   `_headers` at the top, which Pages reads and never serves, and Netlify's in `dist/netlify/`;
 * - `dist/.vite/`: Vite's manifest of the build's chunks;
 * - `dist/404.html`: the not-found page hosts answer unknown addresses with (nginx's
 *   `error_page`), a copy of `/kor/404`;
 * - the `.br` and `.gz` copy of every text file (scripts/prerender/compress.ts), which hosts send
 *   in place of the file to a browser that accepts them, never as files of their own.
 * Each answers 404 with the not-found page, as an address that names nothing does.
 */
export const internalFolders = ['/nginx/', '/netlify/', '/.vite/'] as const

/** The edge hosts' files at the top of the build (scripts/prerender/edge/), where Cloudflare Pages reads them. */
export const edgeHostFiles: readonly string[] = ['/_worker.js', '/_routes.json', '/_headers', '/_redirects']

/** The endings of the build's precompressed copies; the site has no file of its own that ends so. */
export const precompressedEndings = ['.br', '.gz'] as const

/** The host-wide not-found page, used for 404 answers only. */
export const notFoundFile = '/404.html'

/** True for a path (decoded, normalised) that names one of the build's internals. */
export function isBuildInternal(pathname: string): boolean {
  return (
    pathname === notFoundFile ||
    edgeHostFiles.includes(pathname) ||
    internalFolders.some((folder) => pathname.startsWith(folder)) ||
    precompressedEndings.some((ending) => pathname.endsWith(ending))
  )
}
