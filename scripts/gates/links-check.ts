import { LinkChecker, LinkState, type LinkResult } from 'linkinator'
import type { AddressInfo } from 'node:net'
import { buildServer } from '../../server/app'
import { distPages, type DistPage } from '../../server/dist-pages'

type LinksReport = {
  pages: number
  /** Links checked on the site (pages, assets, anchors, images); off-site links are skipped. */
  checked: number
  skipped: number
  /** `page: problem`, one per broken link or anchor, sorted. */
  problems: string[]
}

/**
 * Checks every link of the built site with linkinator, served by the reference server on a
 * loopback port (its routing is the site's: redirects, the 404 page with status 404), so a link
 * is broken exactly when a visitor would find it broken:
 * - every prerendered page is a starting point (the list comes from `distDir`, not from the app),
 *   and every link, script, stylesheet, image and `#fragment` in it is asked for;
 * - a fragment must name an element id (or anchor name) in the target page's prerendered HTML;
 * - a link that answers with a redirect fails too: internal links name the page itself (but the
 *   origin's root, the structured data's site address, which docs/rules/routing.md §2.1 redirects to /kor);
 * - absolute links on the public `origin` (canonical, hreflang, og:image) are checked on the
 *   local server; links to other hosts, `mailto:` and `tel:` are skipped (no network here).
 */
export async function checkLinks({ distDir, origin }: { distDir: string; origin: string }): Promise<LinksReport> {
  const pages = distPages(distDir)
  if (pages.length === 0) throw new Error(`no HTML files under ${distDir}: run \`npm run build\` first`)
  const app = await buildServer({ distDir, databaseFile: ':memory:' })
  // The not-found pages' files as they are, for the crawl to start from (startingPoint).
  app.get(`${asFile}/*`, (request, reply) => reply.sendFile((request.params as { '*': string })['*']))
  try {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const local = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    const problems: string[] = []
    const starts: string[] = []
    const notFoundPages: string[] = []
    for (const page of pages) {
      const { statusCode } = await app.inject({ method: 'GET', url: page.url })
      const start = startingPoint(page, statusCode)
      if ('problem' in start) problems.push(start.problem)
      else starts.push(start.url)
      if (statusCode === 404) notFoundPages.push(local + page.url)
    }
    const redirectsTo = async (url: string) => {
      const hops: string[] = []
      for (let next = url; hops.length < 5; ) {
        const response = await app.inject({ method: 'GET', url: next })
        hops.push(`${response.statusCode}${response.headers.location ? ` to ${response.headers.location}` : ''}`)
        if (!response.headers.location) break
        next = new URL(String(response.headers.location), local + next).pathname
      }
      return hops.join(', then ')
    }
    let checked = 0
    let skipped = 0
    // One linkinator run per page, eight at a time. In one run over every page, whether an anchor
    // on another page is checked depends on the order of the crawl: linkinator reads a page's ids
    // only when it fetches that page, and never fetches it twice.
    await inPool(starts, 8, async (start) => {
      const result = await new LinkChecker().check({
        path: local + start,
        recurse: false,
        checkFragments: true,
        checkCss: true,
        redirects: 'error',
        // Resolve relative links as a browser does: without it, linkinator treats `/kor/about` as
        // the folder `/kor/about/` and asks for `/kor/about/#main`.
        cleanUrls: true,
        concurrency: 8,
        timeout: 10_000,
        urlRewriteExpressions: [{ pattern: new RegExp(`^${escapeRegExp(origin)}(?=/|$)`), replacement: local }],
        linksToSkip: async (url: string) => !url.startsWith(`${local}/`) && url !== local,
      })
      checked += result.links.filter((l) => l.state !== LinkState.SKIPPED).length
      skipped += result.links.filter((l) => l.state === LinkState.SKIPPED).length
      // The origin's root is the site's address in its structured data (WebSite and Organization
      // `url`; docs/search-portals.md), which docs/rules/routing.md §2.1 redirects to /kor: the one
      // redirect a link may meet.
      const rootRedirect = (l: { url: string; status?: number }) => l.url === `${local}/` && l.status === 301
      const broken = result.links.filter((l) => l.state === LinkState.BROKEN && !rootRedirect(l))
      const redirects = new Map<string, string>()
      for (const l of broken) if (l.status && l.status >= 300 && l.status < 400) redirects.set(l.url, await redirectsTo(l.url.slice(local.length)))
      problems.push(...describeBroken(broken, { local, page: start, notFoundPages, redirects }))
    })
    return { pages: pages.length, checked, skipped, problems: [...new Set(problems)].sort() }
  } finally {
    await app.close()
  }
}

/**
 * Where the gate's server serves a page's file as it is, with 200. The site serves no HTML file at
 * its own path (`/kor/404/index.html` redirects to `/kor/404`, `/404.html` is a 404:
 * docs/serving-and-security.md), so the gate adds this one route to its own instance.
 */
const asFile = '/__links-gate-file'

/**
 * Where the crawl starts for a page: its own URL when that answers 200. The not-found pages
 * answer 404 on purpose (`/kor/404`), and linkinator reads no links on a 404, so their links are
 * checked at the file, served with 200 by the gate's own route. Anything else is a problem of its own.
 */
export function startingPoint(page: DistPage, status: number): { url: string } | { problem: string } {
  if (status === 200) return { url: page.url }
  if (status === 404) return { url: `${asFile}/${page.file}` }
  return { problem: `${page.url}: the page itself answers ${status} (prerendered as ${page.file})` }
}

/**
 * `page: link problem` for each broken result of the run that started at `page`, with the local
 * origin taken off. A link to a not-found page itself (`/eng/404`, as the language switch of
 * `/kor/404` has it) answers 404 by design and is not broken (linkinator reads no anchors on a
 * page that answers 404). `redirects` holds, for a link that redirects, where the redirects lead.
 */
export function describeBroken(
  links: LinkResult[],
  context: { local: string; page: string; notFoundPages?: string[]; redirects?: Map<string, string> },
): string[] {
  const { local, page, notFoundPages = [], redirects = new Map<string, string>() } = context
  // A not-found page's file, crawled at the gate's own route, is named by its file's path.
  const strip = (url: string) => {
    const path = url.startsWith(local) ? url.slice(local.length) || '/' : url
    return path.startsWith(`${asFile}/`) ? path.slice(asFile.length) : path
  }
  return links
    .filter((l) => l.state === LinkState.BROKEN)
    .filter((l) => !(l.status === 404 && notFoundPages.includes(l.url)))
    .map((l) => {
      const errors = (l.failureDetails ?? []).filter((d): d is Error => d instanceof Error).map((e) => e.message.replaceAll(local, ''))
      const fragment = errors.find((e) => e.startsWith('Fragment identifier'))
      const why = fragment
        ? `has no element with that id (${fragment})`
        : redirects.has(l.url)
          ? `redirects (${redirects.get(l.url)})${redirects.get(l.url)?.endsWith(' 200') ? ': link to the page itself' : ''}`
          : l.status
            ? `answers ${l.status}`
            : `could not be fetched${errors.length ? ` (${errors.join('; ')})` : ''}`
      return `${strip(l.parent ?? local + page)}: ${strip(l.url)} ${why}`
    })
}

/** Runs `task` over `items`, at most `size` at a time. */
async function inPool<T>(items: T[], size: number, task: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items]
  await Promise.all(Array.from({ length: Math.min(size, queue.length) }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item)
  }))
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
