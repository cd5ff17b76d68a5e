import type { Site } from '../../manifest/site'
import { webHref } from '../../src/lib/safe-url'
import { pageSize, shownPress, type PressItem } from '../../src/sections/press-list/shown-press'
import { feedLinkTag, writeFeeds, type SiteFeed } from './feeds'

type Locale = 'ko' | 'en'

/** The press list's feed: its page and its file's name (`/feeds/press-kor.xml`). */
const pressChannel = { name: 'press', pageId: 'PressPage' } as const

/**
 * The press list as a feed per language, written when the build read the list (build-reads.ts):
 * the rows of its first page, as the prerendered page shows them, each linking the article on its
 * publisher's site. The articles are the API's text, the same in both languages; the channel
 * speaks the feed's language. A row without a web address (the page shows it without a link) has
 * nothing for a reader to open, so it is left out. The same answer writes the same bytes.
 */
export function pressFeeds(site: Site, origin: string, items: readonly PressItem[]): SiteFeed[] {
  const rows = shownPress(items)
    .slice(0, pageSize)
    .flatMap((item) => {
      const link = webHref(item.linkUrl)
      return link ? [{ title: item.title, link, date: new Date(item.publishedDate), description: item.publisher }] : []
    })
  return writeFeeds(site, origin, { ...pressChannel, updated: rows[0]?.date ?? new Date(0), items: () => rows })
}

/** The press feed's `<link>` for a page's `<head>`, in the page's language. */
export function pressFeedLinkTag(site: Site, locale: Locale, origin: string): string {
  return feedLinkTag(site, locale, origin, pressChannel)
}
