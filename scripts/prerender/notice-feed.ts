import { noticePath } from '../../manifest/notices/addresses'
import type { Site } from '../../manifest/site'
import type { Notice } from '../../manifest/schema/notice'
import { seoulDayStart } from '../../src/lib/seoul-day'
import { noticeParts } from '../../src/sections/notice-detail/notice-detail-item'
import { feedLinkTag, writeFeeds, type SiteFeed } from './feeds'

type Locale = 'ko' | 'en'

/** The notice list's feed: its page and its file's name (`/feeds/notices-kor.xml`). */
const noticeChannel = { name: 'notices', pageId: 'NoticePage' } as const

/** The notices the detail page shows (its section's). */
function noticeDetail(site: Site): { notices: readonly Notice[] } {
  const section = site.routes.find((r) => r.id === 'NoticeViewPage')?.sections.find((s) => s.type === 'notice-detail')
  if (!section) throw new Error('feeds: the notice detail page (NoticeViewPage) has no notice-detail section')
  return { notices: section.notices }
}

/** A day of Seoul's calendar as the instant it starts there (Korea keeps no summer time). */
const seoulDay = (date: string) => new Date(seoulDayStart(date))

/** What a notice says, as one text: a text notice's paragraphs, a banner's headline and lines. */
function noticeText(notice: Notice, locale: Locale): string {
  return noticeParts(notice).map((part) => part[locale]).join('\n')
}

/**
 * The notices as a feed per language, newest first, each item linking the notice's own
 * prerendered page (`/{lang}/company/event-detail?id=N`, docs/rules/company.md §2.9, as the sitemap lists it) on
 * `origin`, dated its day in Seoul; the same manifest writes the same bytes.
 */
export function noticeFeeds(site: Site, origin: string): SiteFeed[] {
  const notices = [...noticeDetail(site).notices].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
  return writeFeeds(site, origin, {
    ...noticeChannel,
    updated: seoulDay(notices[0]!.date),
    items: (locale, segment) =>
      notices.map((notice) => ({ title: notice.title[locale], link: `${origin}${noticePath(segment, notice.id)}`, date: seoulDay(notice.date), description: noticeText(notice, locale) })),
  })
}

/** The notice feed's `<link>` for a page's `<head>`, in the page's language. */
export function noticeFeedLinkTag(site: Site, locale: Locale, origin: string): string {
  return feedLinkTag(site, locale, origin, noticeChannel)
}
