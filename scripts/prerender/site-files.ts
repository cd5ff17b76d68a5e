import { site } from '../../src/generated/site.gen'
import { languagesOf, pagePath } from '../../src/lib/routing'
import { POSTERS_PATH } from '../posters/poster-files'

/** Every URL the build prerenders: each route in each language (the not-found page included). */
export function prerenderPaths(): string[] {
  return site.routes.flatMap((route) => site.languages.map((l) => pagePath(route.id, l.segment)))
}

/** sitemap.xml: each indexable page once per language it is written in, with its alternates. */
export function sitemapXml(origin: string): string {
  const entries = site.routes
    .filter((route) => route.indexable)
    .flatMap((route) => {
      const versions = languagesOf(route.id)
      const alternates = [
        ...versions.map((l) => [l.htmlLang, pagePath(route.id, l.segment)] as const),
        ['x-default', pagePath(route.id, versions[0]!.segment)] as const,
      ]
        .map(([lang, path]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${origin}${path}"/>`)
        .join('\n')
      return versions.map((l) => `  <url>\n    <loc>${origin}${pagePath(route.id, l.segment)}</loc>\n${alternates}\n  </url>`)
    })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n')
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: ${POSTERS_PATH}\n\nSitemap: ${origin}/sitemap.xml\n`
}
