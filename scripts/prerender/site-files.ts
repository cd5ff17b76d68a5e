import { noticePageId, noticePages, noticePath } from '../../manifest/notices/addresses'
import { notices } from '../../manifest/notices/index'
import { sectionTypes } from '../../manifest/sections/index'
import type { SectionCapabilities } from '../../manifest/schema/section-type'
import { latestDay } from '../../manifest/schema/dates'
import { loadSite } from '../../manifest/site'
import { site } from '../../src/generated/site.gen'
import { languagesOf, pagePath } from '../../src/lib/routing'
import { seoulDayStart } from '../../src/lib/seoul-day'
import { POSTERS_PATH } from '../posters/poster-files'

/** A page the build prerenders: the address it renders and the file it writes, under the build folder. */
export type PrerenderPage = { url: string; file: string }

/**
 * Every page the build prerenders: each route in each language (the not-found page included) at
 * `<path>/index.html`, and each notice at its own file (manifest/notices/addresses.ts). The
 * notice detail's own file, rendered without an id, is the board's "no posts" that the servers
 * answer with 404 for an address that names no notice.
 */
export function prerenderPages(): PrerenderPage[] {
  const routes = site.routes.flatMap((route) =>
    site.languages.map((l) => {
      const url = pagePath(route.id, l.segment)
      return { url, file: `${url}/index.html` }
    }),
  )
  return [...routes, ...noticePages().map(({ path, file }) => ({ url: path, file }))]
}

type Version = { htmlLang: string; path: string }

/** A page as the sitemap lists it: its address in every language it is written in, and the day it last changed, if known. */
type SitemapPage = { versions: Version[]; lastModified?: string }

/**
 * The indexable pages: the routes, but the notice detail as one page per notice (its address
 * without an id is a 404). A notice last changed the day it was posted (notices are not edited:
 * structured-data.ts); a route, the latest day its sections' data gives (`lastModified` of
 * manifest/schema/section-type.ts), or none.
 */
function indexablePages(): SitemapPage[] {
  const routes = loadSite().routes
  return site.routes
    .filter((route) => route.indexable)
    .flatMap((route): SitemapPage[] => {
      if (route.id !== noticePageId) {
        const sections = routes.find((r) => r.id === route.id)?.sections ?? []
        const lastModified = latestDay(sections.flatMap((section) => (sectionTypes[section.type] as SectionCapabilities).lastModified?.(section as never) ?? []))
        return [{ versions: languagesOf(route.id).map((l) => ({ htmlLang: l.htmlLang, path: pagePath(route.id, l.segment) })), lastModified }]
      }
      return notices.map((notice) => ({ versions: site.languages.map((l) => ({ htmlLang: l.htmlLang, path: noticePath(l.segment, notice.id) })), lastModified: notice.date }))
    })
}

/**
 * sitemap.xml: each indexable page once per language it is written in, with its alternates (the
 * first language is the x-default) and, where the manifest knows when it last changed, `lastmod`:
 * the start of that day in Seoul, the instant its JSON-LD and the feeds name.
 */
export function sitemapXml(origin: string): string {
  const entries = indexablePages().flatMap(({ versions, lastModified }) => {
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

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: ${POSTERS_PATH}\n\nSitemap: ${origin}/sitemap.xml\n`
}
