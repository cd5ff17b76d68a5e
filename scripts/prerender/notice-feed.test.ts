import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { notices } from '../../manifest/notices'
import { loadSite } from '../../manifest/site'
import { noticeFeedLinkTag, noticeFeeds } from './notice-feed'

const origin = 'https://site.test'
const site = loadSite()
const feeds = noticeFeeds(site, origin)

type Item = { title: string; link: string; guid: { '#text': string; '@_isPermaLink': string }; pubDate: string; description: string }
type Channel = { title: string; link: string; description: string; language: string; lastBuildDate: string; 'atom:link': { '@_href': string; '@_rel': string }; item: Item[] }

/** The feed read back by an XML parser, as a reader would: well-formed first, then its RSS 2.0 tree. */
function parsed(xml: string): { rss: { '@_version': string; channel: Channel } } {
  expect(XMLValidator.validate(xml)).toBe(true)
  return new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' }).parse(xml)
}

/** The day in Seoul of an RSS (RFC 822) date. */
const seoulDay = (rfc822: string) => new Date(Date.parse(rfc822) + 9 * 3600_000).toISOString().slice(0, 10)

describe('notice feeds', () => {
  it('writes one RSS 2.0 feed per language at /feeds/notices-{kor,eng}.xml', () => {
    expect(feeds.map((f) => [f.locale, f.path])).toEqual([
      ['ko', '/feeds/notices-kor.xml'],
      ['en', '/feeds/notices-eng.xml'],
    ])
    for (const feed of feeds) expect(parsed(feed.xml).rss['@_version']).toBe('2.0')
  })

  it.each([
    ['ko', 'kor', '공지사항 | 오배지'],
    ['en', 'eng', 'Notices | oBadge'],
  ] as const)('lists every notice of the manifest in %s: title, day and detail address, newest first', (locale, segment, title) => {
    const { channel } = parsed(feeds.find((f) => f.locale === locale)!.xml).rss
    expect(channel.title).toBe(title)
    expect(channel.link).toBe(`${origin}/${segment}/company/event-list`)
    expect(channel.description).not.toBe('')
    expect(channel.language).toBe(locale)
    expect(channel['atom:link']).toMatchObject({ '@_href': `${origin}/feeds/notices-${segment}.xml`, '@_rel': 'self' })

    const newestFirst = [...notices].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
    expect(channel.item.map((item) => [item.title, seoulDay(item.pubDate), item.link])).toEqual(
      newestFirst.map((n) => [n.title[locale], n.date, `${origin}/${segment}/company/event-detail?id=${n.id}`]),
    )
    for (const item of channel.item) expect(item.guid).toEqual({ '#text': item.link, '@_isPermaLink': 'true' })
    // The build's date is the newest notice's, so the same notices write the same file.
    expect(seoulDay(channel.lastBuildDate)).toBe(newestFirst[0]!.date)
  })

  it('says what each notice says: a text notice its paragraphs, a banner its headline and lines', () => {
    const items = parsed(feeds[0]!.xml).rss.channel.item
    const notice = (id: number) => notices.find((n) => n.id === id)!
    // Notice 1 is a text notice, notice 5 a banner with one line: their words, one to a line.
    const text = notice(1).paragraphs!
    expect(items.find((i) => i.link.endsWith('?id=1'))?.description).toBe(text.map((paragraph) => paragraph.ko).join('\n'))
    expect(text.length).toBeGreaterThan(1)
    const banner = notice(5).banner!
    expect(items.find((i) => i.link.endsWith('?id=5'))?.description).toBe([banner.headline.ko, ...banner.lines.map((line) => line.ko)].join('\n'))
  })

  it('is the same bytes on every build', () => {
    expect(noticeFeeds(site, origin)).toEqual(feeds)
  })

  it("gives every page a link to its language's feed", () => {
    expect(noticeFeedLinkTag(site, 'ko', origin)).toBe('<link rel="alternate" type="application/rss+xml" title="공지사항 | 오배지" href="https://site.test/feeds/notices-kor.xml"/>')
    expect(noticeFeedLinkTag(site, 'en', origin)).toBe('<link rel="alternate" type="application/rss+xml" title="Notices | oBadge" href="https://site.test/feeds/notices-eng.xml"/>')
  })
})
