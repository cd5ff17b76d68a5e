import { Feed } from 'feed'
import type { Site } from '../../manifest/site'

type Locale = 'ko' | 'en'

/** One feed file of the build: a channel in one language. */
export type SiteFeed = { locale: Locale; path: string; xml: string }

export type FeedItem = { title: string; link: string; date: Date; description: string }

/**
 * A list page of the site as an RSS 2.0 feed per language (docs/search-portals.md, feeds), for feed
 * readers and for Naver Search Advisor, which takes an RSS address to find new pages. The channel
 * is named, described and linked as its page is; the notices (notice-feed.ts) and the press list
 * (press-feed.ts) say only which page, which items and which date.
 */
export type FeedChannel = {
  /** The file's name: `/feeds/<name>-<segment>.xml`. */
  name: string
  /** The list page the channel stands for. */
  pageId: string
  /** The newest item's date, not the clock's: the same content writes the same bytes. */
  updated: Date
  /** The items in a language, in the order the page lists them. */
  items: (locale: Locale, segment: string) => FeedItem[]
}

/** Where a channel's feed in a language is served: `/feeds/notices-kor.xml`. */
export function feedPath(name: string, segment: string): string {
  return `/feeds/${name}-${segment}.xml`
}

function listPage(site: Site, pageId: string) {
  const page = site.routes.find((r) => r.id === pageId)
  if (!page) throw new Error(`feeds: the list page ${pageId} is not in the manifest`)
  return page
}

/** The feed's name, as a page title is written: "공지사항 | 오배지". */
function feedTitle(site: Site, pageId: string, locale: Locale): string {
  return `${listPage(site, pageId).title[locale]} | ${site.brand.name[locale]}`
}

/** A channel's feeds in every language of the site. */
export function writeFeeds(site: Site, origin: string, channel: FeedChannel): SiteFeed[] {
  const page = listPage(site, channel.pageId)
  return site.languages.map(({ locale, segment, htmlLang }) => {
    const list = `${origin}/${segment}/${page.path}`
    const feed = new Feed({
      id: list,
      link: list,
      title: feedTitle(site, channel.pageId, locale),
      description: page.description[locale],
      language: htmlLang,
      copyright: site.brand.copyright[locale],
      updated: channel.updated,
      feedLinks: { rss: `${origin}${feedPath(channel.name, segment)}` },
      generator: false,
    })
    for (const item of channel.items(locale, segment)) feed.addItem(item)
    return { locale, path: feedPath(channel.name, segment), xml: feed.rss2() }
  })
}

/** The `<link>` that tells browsers and readers of a page about a channel's feed in the page's language. */
export function feedLinkTag(site: Site, locale: Locale, origin: string, channel: Pick<FeedChannel, 'name' | 'pageId'>): string {
  const segment = site.languages.find((l) => l.locale === locale)!.segment
  return `<link rel="alternate" type="application/rss+xml" title="${escapeAttribute(feedTitle(site, channel.pageId, locale))}" href="${origin}${feedPath(channel.name, segment)}"/>`
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
