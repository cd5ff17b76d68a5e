import { itemCardSize, ogImageSize } from '../../src/lib/og-image'
import { pngSize, readHead, scriptsHoldingHeading, type PageHead } from './html-head'

/** A prerendered HTML file and the path the site serves it at (`/kor/company/about`, `/404.html`). */
export type BuiltPage = { path: string; html: string }

/** What the site answers for a path (the gate asks the reference server; tests, a map). */
type Get = (path: string) => Promise<{ status: number; body: Uint8Array }>

export type SeoSite = { origin: string; pages: readonly BuiltPage[]; sitemap: string; get: Get }

type SeoReport = { problems: string[]; pages: number; indexable: number; sitemapUrls: number; images: number }

type Page = BuiltPage & { head: PageHead }

/**
 * The SEO rules over the built site, each problem named `<page>: <problem>`:
 * - one h1, a title and a description on every page;
 * - the h1 read before the style sheet has come: no script between the sheet's link and the h1
 *   that waits for the sheet (`scriptsHoldingHeading`);
 * - indexable pages: one canonical naming a built page that names itself; hreflang alternates
 *   with x-default, listing the page itself, each alternate listing the same set back;
 * - titles and descriptions unique among indexable pages, where pages with one canonical are one
 *   page (an event page is served at `/kor/…` and `/eng/…` in its one language);
 * - every sitemap URL answers 200, and every indexable page's canonical is in the sitemap;
 * - `og:image` on every page: an absolute URL on the site that answers a PNG of the size its tags
 *   say, one of the cards the site draws (a page's 1200 x 630, a notice's 16:9 1200 x 675).
 */

export async function checkSeo({ origin, pages: built, sitemap, get }: SeoSite): Promise<SeoReport> {
  const problems: string[] = []
  const pages: Page[] = built.map((page) => ({ ...page, head: readHead(page.html) }))
  const byUrl = new Map(pages.map((page) => [`${origin}${page.path}`, page]))
  const indexable = pages.filter((page) => !page.head.noindex)
  if (pages.length === 0) problems.push('the build holds no HTML pages')

  for (const { path, head, html } of pages) {
    const fail = (what: string) => problems.push(`${path}: ${what}`)
    if (head.h1Count !== 1) fail(`${head.h1Count} h1 elements, want exactly one`)
    for (const script of scriptsHoldingHeading(html)) fail(`the h1 waits for the style sheet: ${script} comes between the sheet's link and the h1`)
    if (!head.title?.trim()) fail('no <title>')
    if (!head.description?.trim()) fail('no meta description')
    problems.push(...ogProblems(path, head))
    if (head.noindex) continue
    if (head.canonicals.length !== 1) {
      fail(`${head.canonicals.length} canonical links, want one`)
    } else {
      const target = byUrl.get(head.canonicals[0]!)
      if (!target) fail(`canonical ${head.canonicals[0]} is not a built page`)
      else if (target.head.canonicals[0] !== head.canonicals[0]) fail(`canonical ${head.canonicals[0]} names another canonical`)
    }
    problems.push(...hreflangProblems(path, head, byUrl))
  }
  problems.push(...duplicates(indexable, 'title', (head) => head.title), ...duplicates(indexable, 'description', (head) => head.description))
  const sitemapUrls = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, url = '']) => url.trim())
  problems.push(...(await sitemapProblems(origin, sitemapUrls, indexable, get)))
  const images = [...new Set(pages.map((page) => page.head.og.get('og:image')).filter((url) => url !== undefined))]
  for (const url of images) {
    const users = pages.filter((page) => page.head.og.get('og:image') === url).map((page) => page.path)
    const declared = pages.find((page) => page.head.og.get('og:image') === url)!.head.og
    const problem = await imageProblem(origin, url, get, { width: Number(declared.get('og:image:width')), height: Number(declared.get('og:image:height')) })
    if (problem) problems.push(`${users.join(', ')}: og:image ${url} ${problem}`)
  }
  return { problems, pages: pages.length, indexable: indexable.length, sitemapUrls: sitemapUrls.length, images: images.length }
}

/** The sizes of the sharing cards the site draws: a page's (1.91:1) and an item's, a notice's (16:9). */
const cardSizes = [ogImageSize, itemCardSize]

/** The image's tags; the image itself is fetched once per URL (`imageProblem`). */
function ogProblems(path: string, head: PageHead): string[] {
  if (!head.og.get('og:image')) return [`${path}: no og:image`]
  const problems: string[] = []
  const [width, height] = [head.og.get('og:image:width'), head.og.get('og:image:height')]
  if (!cardSizes.some((size) => width === String(size.width) && height === String(size.height))) {
    problems.push(`${path}: og:image:width x height is ${width} x ${height}, want ${cardSizes.map((size) => `${size.width} x ${size.height}`).join(' or ')}`)
  }
  if (!head.og.get('og:image:alt')?.trim()) problems.push(`${path}: no og:image:alt`)
  return problems
}

function hreflangProblems(path: string, head: PageHead, byUrl: ReadonlyMap<string, Page>): string[] {
  const problems: string[] = []
  const set = (alternates: ReadonlyMap<string, string>) => [...alternates].map(([lang, href]) => `${lang}=${href}`).sort().join(' ')
  if (!head.alternates.has('x-default')) problems.push(`${path}: no hreflang x-default`)
  const languages = [...head.alternates].filter(([lang]) => lang !== 'x-default')
  if (!languages.some(([, href]) => href === head.canonicals[0])) problems.push(`${path}: hreflang alternates do not list the page itself`)
  for (const [lang, href] of languages) {
    const other = byUrl.get(href)
    if (!other) problems.push(`${path}: hreflang ${lang} ${href} is not a built page`)
    else if (set(other.head.alternates) !== set(head.alternates)) problems.push(`${path}: hreflang ${lang} ${href} does not list the same alternates back`)
  }
  return problems
}

/** Indexable pages that share a title (or description) across different canonicals. */
function duplicates(pages: readonly Page[], what: string, value: (head: PageHead) => string | undefined): string[] {
  const owners = new Map<string, Map<string, string>>()
  for (const page of pages) {
    const text = value(page.head)
    if (!text) continue
    const canonical = page.head.canonicals[0] ?? page.path
    const byCanonical = owners.get(text) ?? new Map<string, string>()
    if (!byCanonical.has(canonical)) byCanonical.set(canonical, page.path)
    owners.set(text, byCanonical)
  }
  return [...owners]
    .filter(([, byCanonical]) => byCanonical.size > 1)
    .map(([text, byCanonical]) => `${[...byCanonical.values()].join(', ')}: the same ${what} "${text}"`)
}

async function sitemapProblems(origin: string, urls: readonly string[], indexable: readonly Page[], get: Get): Promise<string[]> {
  const problems: string[] = []
  if (urls.length === 0) problems.push('sitemap.xml: no <loc> URLs')
  for (const url of urls) {
    if (!url.startsWith(`${origin}/`)) {
      problems.push(`sitemap.xml: ${url} is not on ${origin}`)
      continue
    }
    const { status } = await get(url.slice(origin.length))
    if (status !== 200) problems.push(`sitemap.xml: ${url} answers ${status}`)
  }
  const listed = new Set(urls)
  for (const page of indexable) {
    const canonical = page.head.canonicals[0]
    if (canonical && !listed.has(canonical)) problems.push(`${page.path}: canonical ${canonical} is not in sitemap.xml`)
  }
  return problems
}

/** What is wrong with the file at an `og:image` address, whose tags say it is `declared`. */
async function imageProblem(origin: string, url: string, get: Get, declared: { width: number; height: number }): Promise<string | undefined> {
  if (!url.startsWith(`${origin}/`)) return `is not an absolute URL on ${origin}`
  const { status, body } = await get(url.slice(origin.length))
  if (status !== 200) return `answers ${status}`
  const size = pngSize(body)
  if (!size) return 'is not a PNG'
  if (size.width !== declared.width || size.height !== declared.height) return `is ${size.width} x ${size.height}, want ${declared.width} x ${declared.height}`
  return undefined
}
