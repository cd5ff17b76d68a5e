import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { loadSite } from '../../manifest/site'
import type { PressItem } from '../../src/sections/press-list/shown-press'
import { pressFeedLinkTag, pressFeeds } from './press-feed'

const origin = 'https://site.test'
const site = loadSite()

type Item = { title: string; link: string; pubDate: string; description: string }

function channelOf(xml: string): { title: string; link: string; language: string; lastBuildDate: string; item?: Item[] } {
  expect(XMLValidator.validate(xml)).toBe(true)
  const parsed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' }).parse(xml) as { rss: { '@_version': string; channel: never } }
  expect(parsed.rss['@_version']).toBe('2.0')
  return parsed.rss.channel
}

const row = (id: number, day: string, extra: Partial<PressItem> = {}): PressItem => ({
  id,
  publisher: `Publisher ${id}`,
  title: `Article ${id}`,
  linkUrl: `https://news.example/articles/${id}`,
  publishedDate: `${day}T09:00:00.000Z`,
  display: true,
  ...extra,
})

describe('press feeds', () => {
  // 25 shown rows (a page and a bit), one hidden and one without a web address among them.
  const items = [
    ...Array.from({ length: 25 }, (_, i) => row(i + 1, `2025-01-${String(i + 1).padStart(2, '0')}`)),
    row(90, '2025-02-01', { display: false }),
    row(91, '2025-01-31', { linkUrl: 'javascript:alert(1)' }),
  ]
  const feeds = pressFeeds(site, origin, items)

  it.each([
    ['ko', 'kor', '언론 보도 | 오배지'],
    ['en', 'eng', 'Press | oBadge'],
  ] as const)('holds in %s the first page the press list shows: newest first, hidden rows and rows without a web address left out', (locale, segment, title) => {
    const feed = feeds.find((f) => f.locale === locale)!
    expect(feed.path).toBe(`/feeds/press-${segment}.xml`)
    const channel = channelOf(feed.xml)
    expect(channel.title).toBe(title)
    expect(channel.link).toBe(`${origin}/${segment}/company/press`)
    expect(channel.language).toBe(locale)
    // The page's first twenty rows are 91 and 25 down to 7 (90 is hidden); 91 has no web address.
    const expected = Array.from({ length: 19 }, (_, i) => 25 - i)
    expect(channel.item!.map((item) => [item.title, item.link, item.description])).toEqual(
      expected.map((id) => [`Article ${id}`, `https://news.example/articles/${id}`, `Publisher ${id}`]),
    )
    expect(new Date(channel.item![0]!.pubDate).toISOString()).toBe('2025-01-25T09:00:00.000Z')
    // The newest article's date, so the same answer writes the same file.
    expect(new Date(channel.lastBuildDate).toISOString()).toBe('2025-01-25T09:00:00.000Z')
  })

  it('is the same bytes for the same answer', () => {
    expect(pressFeeds(site, origin, [...items].reverse())).toEqual(feeds)
  })

  it("gives every page a link to its language's press feed", () => {
    expect(pressFeedLinkTag(site, 'ko', origin)).toBe('<link rel="alternate" type="application/rss+xml" title="언론 보도 | 오배지" href="https://site.test/feeds/press-kor.xml"/>')
    expect(pressFeedLinkTag(site, 'en', origin)).toBe('<link rel="alternate" type="application/rss+xml" title="Press | oBadge" href="https://site.test/feeds/press-eng.xml"/>')
  })
})
