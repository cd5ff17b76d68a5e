import { Feed } from 'feed'
import { noticePath } from '../../manifest/notices/addresses'
import type { Site } from '../../manifest/site'
import type { Notice } from '../../manifest/schema/notice'
import { seoulDayStart } from '../../src/lib/seoul-day'
import { noticeParts } from '../../src/sections/notice-detail/notice-detail-item'

type Locale = 'ko' | 'en'

/**
 * The notices as an RSS 2.0 feed per language (issue 20), for feed readers and for Naver Search
 * Advisor, which takes an RSS address to find new pages (the press list's feed: press-feed.ts). Each item links the notice's own address
 * (`/{lang}/company/event-detail?id=N`, docs/rules/company.md §2.9) on `origin`, dated its day in Seoul.
 */
export type NoticeFeed = { locale: Locale; path: string; xml: string }

/** Where a language's feed is served: `/feeds/notices-kor.xml`. */
export function noticeFeedPath(segment: string): string {
  return `/feeds/notices-${segment}.xml`
}

/** The feed's name, as a page title is written: "공지사항 | 오배지". */
function feedTitle(site: Site, locale: Locale): string {
  return `${noticeList(site).title[locale]} | ${site.brand.name[locale]}`
}

function noticeList(site: Site) {
  const page = site.routes.find((r) => r.id === 'NoticePage')
  if (!page) throw new Error('feeds: the notice list (NoticePage) is not in the manifest')
  return page
}

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

/** Both languages' feeds, newest notice first; the same manifest writes the same bytes. */
export function noticeFeeds(site: Site, origin: string): NoticeFeed[] {
  const detail = noticeDetail(site)
  const notices = [...detail.notices].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
  return site.languages.map(({ locale, segment, htmlLang }) => {
    const list = `${origin}/${segment}/${noticeList(site).path}`
    const feed = new Feed({
      id: list,
      link: list,
      title: feedTitle(site, locale),
      description: noticeList(site).description[locale],
      language: htmlLang,
      copyright: site.brand.copyright[locale],
      // The newest notice's day, not the clock's: a rebuild writes the same file.
      updated: seoulDay(notices[0]!.date),
      feedLinks: { rss: `${origin}${noticeFeedPath(segment)}` },
      generator: false,
    })
    for (const notice of notices) {
      // The notice's own prerendered page (manifest/notices/addresses.ts), as the sitemap lists it.
      const link = `${origin}${noticePath(segment, notice.id)}`
      feed.addItem({ title: notice.title[locale], link, date: seoulDay(notice.date), description: noticeText(notice, locale) })
    }
    return { locale, path: noticeFeedPath(segment), xml: feed.rss2() }
  })
}

/** The feed's `<link>` for a page's `<head>`, in the page's language. */
export function feedLinkTag(site: Site, locale: Locale, origin: string): string {
  const segment = site.languages.find((l) => l.locale === locale)!.segment
  return rssLinkTag(feedTitle(site, locale), `${origin}${noticeFeedPath(segment)}`)
}

/** A `<link>` that tells browsers and readers of a page about an RSS feed (the notices', the press list's). */
export function rssLinkTag(title: string, href: string): string {
  return `<link rel="alternate" type="application/rss+xml" title="${escapeAttribute(title)}" href="${href}"/>`
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
