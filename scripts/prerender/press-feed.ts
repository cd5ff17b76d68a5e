import { Feed } from 'feed'
import type { Site } from '../../manifest/site'
import { webHref } from '../../src/lib/safe-url'
import { rssLinkTag } from './feeds'
import { pageSize, shownPress, type PressItem } from '../../src/sections/press-list/shown-press'

type Locale = 'ko' | 'en'

/**
 * The press list as an RSS 2.0 feed per language (issue 20), written when the build read the
 * list (build-reads.ts): the rows of its first page, as the prerendered page shows them, each
 * linking the article on its publisher's site. The articles are the API's text, the same in both
 * languages; the channel speaks the feed's language. A row without a web address (the page shows
 * it without a link) has nothing for a reader to open, so it is left out.
 */
export type PressFeed = { locale: Locale; path: string; xml: string }

/** Where a language's press feed is served: `/feeds/press-kor.xml`. */
export function pressFeedPath(segment: string): string {
  return `/feeds/press-${segment}.xml`
}

function pressPage(site: Site) {
  const page = site.routes.find((r) => r.id === 'PressPage')
  if (!page) throw new Error('feeds: the press list (PressPage) is not in the manifest')
  return page
}

/** The feed's name, as a page title is written: "언론 보도 | 오배지". */
export function pressFeedTitle(site: Site, locale: Locale): string {
  return `${pressPage(site).title[locale]} | ${site.brand.name[locale]}`
}

/** Both languages' press feeds from the list the build read; the same answer writes the same bytes. */
export function pressFeeds(site: Site, origin: string, items: readonly PressItem[]): PressFeed[] {
  const rows = shownPress(items)
    .slice(0, pageSize)
    .flatMap((item) => {
      const link = webHref(item.linkUrl)
      return link ? [{ ...item, link }] : []
    })
  return site.languages.map(({ locale, segment, htmlLang }) => {
    const page = `${origin}/${segment}/${pressPage(site).path}`
    const feed = new Feed({
      id: page,
      link: page,
      title: pressFeedTitle(site, locale),
      description: pressPage(site).description[locale],
      language: htmlLang,
      copyright: site.brand.copyright[locale],
      // The newest article's date, not the clock's: the same answer writes the same file.
      updated: new Date(rows[0]?.publishedDate ?? 0),
      feedLinks: { rss: `${origin}${pressFeedPath(segment)}` },
      generator: false,
    })
    for (const row of rows) feed.addItem({ title: row.title, link: row.link, date: new Date(row.publishedDate), description: row.publisher })
    return { locale, path: pressFeedPath(segment), xml: feed.rss2() }
  })
}

/** The press feed's `<link>` for a page's `<head>`, in the page's language. */
export function pressFeedLinkTag(site: Site, locale: Locale, origin: string): string {
  const segment = site.languages.find((l) => l.locale === locale)!.segment
  return rssLinkTag(pressFeedTitle(site, locale), `${origin}${pressFeedPath(segment)}`)
}
