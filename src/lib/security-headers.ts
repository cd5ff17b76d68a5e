import { createHash } from 'node:crypto'
import { integrationSourcesFor, type Integration, type IntegrationDirective } from './integrations'

/**
 * Security headers of the site and the reference API, shared by the Node server
 * (server/security-headers.ts), the prerender (which computes each page's policy from its final
 * HTML) and the generated nginx rules, so every host sends the same.
 */

/** Sent on every response, page, file or API answer. */
export const commonSecurityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Nothing of the site uses these; a page that is ever framed or injected cannot ask for them.
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  // The pre-CSP form of frame-ancestors, for old browsers.
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
} as const

/**
 * The badge images, which the site's pages load from the API's origin when it is another
 * (`VITE_API_ORIGIN`; docs/serving-and-security.md, "A second origin"), so they must be
 * embeddable from anywhere.
 */
export const crossOriginImagesPath = '/api/badges/'

/**
 * `Cross-Origin-Resource-Policy` of an answer: `same-origin` for everything (pages, files, API
 * JSON), so no other site can embed it with `<img>`, `<script>` or a no-cors fetch and read it
 * through a side channel; `cross-origin` for the badge images. The site's own pages load only
 * their own origin's files and the images; JSON is read through CORS, where this header does not
 * apply; og images and feeds are fetched by crawlers and readers, which do not enforce it.
 */
export function crossOriginResourcePolicy(pathname: string): 'same-origin' | 'cross-origin' {
  return pathname.startsWith(crossOriginImagesPath) ? 'cross-origin' : 'same-origin'
}

/** Sent only over https (a browser ignores it over http, and it must not pin a dev host). */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains'

/** API answers and other files are data, never documents: they may load and run nothing. */
export const dataContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/**
 * A worker's script as the client build names it: a source `<name>.worker.ts` becomes
 * `/assets/<name>.worker-<hash>.js` (Vite's default). The same pattern in JavaScript and in
 * nginx's PCRE (scripts/prerender/nginx.ts).
 */
export const workerScriptPattern = '^/assets/[A-Za-z0-9._-]+\\.worker-[A-Za-z0-9_-]+\\.js$'

/**
 * A worker's policy is its script's answer's, not its page's (Chromium applies the one its script
 * came with): the data policy, and the site's own origin to fetch from, as the partner request's
 * checker reads the site's in-use file (src/lib/in-use-file.ts).
 */
export const workerContentSecurityPolicy = "default-src 'none'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/** The policy of an answer that is not a page (a page's own comes from the build's `csp.json`): a worker's script's, or data's. */
export function fileContentSecurityPolicy(pathname: string): string {
  return new RegExp(workerScriptPattern).test(pathname) ? workerContentSecurityPolicy : dataContentSecurityPolicy
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#x27': "'" }
const decodeAttribute = (value: string) => value.replace(/&(amp|lt|gt|quot|apos|#39|#x27);/g, (_, name: string) => entities[name]!)

/**
 * The hashes a page's own inline code needs: every `<script>` without `src` (TanStack Router's
 * scroll restoration and dehydrated state, JSON-LD, anything added later), hashed over its text
 * exactly as it stands in the file, every `<style>` element (an event page's own file of the brand
 * face, scripts/prerender/event-faces.ts) the same way, and every `style="…"` attribute the server rendered.
 */
export function inlineHashes(html: string): { scripts: string[]; styles: string[]; styleAttributes: string[] } {
  const scripts = new Set<string>()
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(match[1]!)) continue
    scripts.add(sha256(match[2]!))
  }
  const styles = new Set<string>()
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) styles.add(sha256(match[1]!))
  const styleAttributes = new Set<string>()
  for (const match of html.matchAll(/<[a-z][^>]*?\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    styleAttributes.add(sha256(decodeAttribute(match[1] ?? match[2] ?? '')))
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort(), styleAttributes: [...styleAttributes].sort() }
}

/**
 * A page's Content-Security-Policy: scripts from the site's origin and the page's own hashed
 * inline scripts only (no 'unsafe-inline', no 'unsafe-eval'), styles from the stylesheet plus the
 * page's hashed style elements and attributes, data from the site and the API origin, the web app manifest
 * from the site, and no framing. Each
 * configured integration (`integrations.ts`) adds its hosts to the directives it names; without
 * one, the policy is the site's alone. A page with a file input (the partner request's logo) may
 * also show pictures from `blob:` addresses: its preview draws the chosen file from an object URL,
 * which only that page's own script can make.
 */
export function pageContentSecurityPolicy(html: string, options: { apiOrigin?: string; integrations?: readonly Integration[] } = {}): string {
  const { scripts, styles, styleAttributes } = inlineHashes(html)
  const api = options.apiOrigin ? ` ${new URL(options.apiOrigin).origin}` : ''
  const hosts = (directive: IntegrationDirective) => integrationSourcesFor(options.integrations ?? [], directive).map((s) => ` ${s}`).join('')
  const frames = hosts('frame-src')
  const chosenFiles = /<input\b[^>]*\stype="file"/i.test(html) ? ' blob:' : ''
  return [
    "default-src 'self'",
    `script-src 'self'${hosts('script-src')}${scripts.map((h) => ` ${h}`).join('')}`,
    // A style element's hash allows that element; an attribute's needs 'unsafe-hashes' as well.
    `style-src 'self'${styles.map((h) => ` ${h}`).join('')}${styleAttributes.length ? ` 'unsafe-hashes'${styleAttributes.map((h) => ` ${h}`).join('')}` : ''}`,
    `img-src 'self' data:${chosenFiles}${api}${hosts('img-src')}`,
    "font-src 'self'",
    // The web app manifest (scripts/prerender/web-app-manifest.ts), named although default-src
    // allows it, so a stricter default can never make the site uninstallable unnoticed.
    "manifest-src 'self'",
    `connect-src 'self'${api}${hosts('connect-src')}`,
    // Without an integration that frames something, frames fall back to default-src 'self'.
    ...(frames ? [`frame-src 'self'${frames}`] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}
