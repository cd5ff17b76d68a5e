import { noticePageId, noticePages, noticePath } from '../../manifest/notices/addresses'
import { notices } from '../../manifest/notices/index'
import { sectionTypes } from '../../manifest/sections/index'
import type { SectionCapabilities } from '../../manifest/schema/section-type'
import { latestDay } from '../../manifest/schema/dates'
import { loadSite } from '../../manifest/site'
import { apiBasePath } from '../../src/generated/api-rules.gen'
import { apiOperations } from '../../src/generated/operations/index.gen'
import { site } from '../../src/generated/site.gen'
import { listDocuments, pressPageId, pressPagePath } from '../../src/lib/list-documents'
import { allRoutes } from '../../server/all-routes'
import { languagesOf, routePath } from '../../src/lib/routing'
import { seoulDayStart } from '../../src/lib/seoul-day'
import { POSTERS_PATH } from '../posters/poster-files'

/** A page the build prerenders: the address it renders and the file it writes, under the build folder. */
export type PrerenderPage = { url: string; file: string }

/**
 * Every page the build prerenders: each route in each language (the not-found page included) at
 * `<path>/index.html`, each notice at its own file (manifest/notices/addresses.ts), and each
 * view of a list at its own (src/lib/list-documents.ts; the press list's pages when the build
 * read it: `pressPages`, how many it has). The notice detail's own file, rendered without an id,
 * is the board's "no posts" that the servers answer with 404 for an address that names no notice.
 */
export function prerenderPages(pressPages?: number): PrerenderPage[] {
  const routes = allRoutes.flatMap((route) =>
    site.languages.map((l) => {
      const url = routePath(route, l.segment)
      return { url, file: `${url}/index.html` }
    }),
  )
  const lists = listDocuments(site.languages.map((l) => l.segment), pressPages).map(({ url, file }) => ({ url, file }))
  return [...routes, ...noticePages().map(({ path, file }) => ({ url: path, file })), ...lists]
}

type Version = { htmlLang: string; path: string }

/** A page as the sitemap lists it: its address in every language it is written in, and the day it last changed, if known. */
type SitemapPage = { versions: Version[]; lastModified?: string }

/**
 * The indexable pages: the routes, but the notice detail as one page per notice (its address
 * without an id is a 404), and the press list's pages 2..N after its own (each has rows no other
 * document holds, and its own canonical). The gallery's category documents are not listed: each
 * names the gallery as its canonical (a category is a filter of the "all" view, which holds every
 * badge), so the gallery is one page. A notice last changed the day it was posted (notices are
 * not edited: structured-data.ts); a route, the latest day its sections' data gives
 * (`lastModified` of manifest/schema/section-type.ts), or none.
 */
function indexablePages(pressPages: number | undefined): SitemapPage[] {
  const routes = loadSite().routes
  return allRoutes
    .filter((route) => route.indexable)
    .flatMap((route): SitemapPage[] => {
      if (route.id === pressPageId && pressPages !== undefined) {
        return Array.from({ length: pressPages }, (_, i) => ({ versions: site.languages.map((l) => ({ htmlLang: l.htmlLang, path: pressPagePath(l.segment, i + 1) })) }))
      }
      if (route.id !== noticePageId) {
        const sections = routes.find((r) => r.id === route.id)?.sections ?? []
        const lastModified = latestDay(sections.flatMap((section) => (sectionTypes[section.type] as SectionCapabilities).lastModified?.(section as never) ?? []))
        return [{ versions: languagesOf(route).map((l) => ({ htmlLang: l.htmlLang, path: routePath(route, l.segment) })), lastModified }]
      }
      return notices.map((notice) => ({ versions: site.languages.map((l) => ({ htmlLang: l.htmlLang, path: noticePath(l.segment, notice.id) })), lastModified: notice.date }))
    })
}

/**
 * sitemap.xml: each indexable page once per language it is written in, with its alternates (the
 * first language is the x-default) and, where the manifest knows when it last changed, `lastmod`:
 * the start of that day in Seoul, the instant its JSON-LD and the feeds name; `pressPages`: how
 * many pages the press list the build read has.
 */
export function sitemapXml(origin: string, pressPages?: number): string {
  const entries = indexablePages(pressPages).flatMap(({ versions, lastModified }) => {
    const alternates = [...versions, { htmlLang: 'x-default', path: versions[0]!.path }]
      .map(({ htmlLang, path }) => `    <xhtml:link rel="alternate" hreflang="${htmlLang}" href="${origin}${escapeXml(path)}"/>`)
      .join('\n')
    const lastmod = lastModified ? `\n    <lastmod>${seoulDayStart(lastModified)}</lastmod>` : ''
    return versions.map(({ path }) => `  <url>\n    <loc>${origin}${escapeXml(path)}</loc>${lastmod}\n${alternates}\n  </url>`)
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n')
}

/** An address in XML text (a notice's `?id=3` holds no `&` today; a second query parameter would). */
const escapeXml = (text: string) => text.replace(/&/g, '&amp;')

/**
 * robots.txt (docs/search-portals.md, what crawlers may fetch): a crawler may fetch what the pages
 * show, the contract's reads (the gallery and press lists a renderer's page asks for) and the badge
 * images (`/api` + badgeImagePath, wherever the provider keeps them, outside the operations' base
 * path); the writes, and whatever else the API's base path holds, stay closed, and so do the hall
 * posters. From openapi/api.yaml: a new read is allowed and a new write refused without an edit
 * here. Crawlers take the longest matching rule (RFC 9309), so `Allow: /api/v1/MediaNews` wins over
 * `Disallow: /api/v1/`.
 */
export function robotsTxt(origin: string): string {
  const operations = Object.values(apiOperations)
  const rule = (verb: string, paths: string[]) => [...new Set(paths)].sort().map((path) => `${verb}: ${path}`)
  return [
    'User-agent: *',
    'Allow: /',
    ...rule('Allow', operations.filter((o) => o.method === 'get').map((o) => `${apiBasePath}${o.path}`)),
    ...rule('Disallow', operations.filter((o) => o.method !== 'get').map((o) => `${apiBasePath}${o.path}`)),
    `Disallow: ${apiBasePath}/`,
    `Disallow: ${POSTERS_PATH}`,
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
