import type { APIRequestContext, Page } from '@playwright/test'
import { brand } from '../../manifest/brand'
import { exampleEvent } from '../../manifest/events/example-event'
import { notices } from '../../manifest/notices/index'
import { notice as noticePage } from '../../manifest/pages/notice'
import { press } from '../../manifest/pages/press'
import { expect, expectHydrated, test } from './fixtures'
import { asSet } from './site'
import { interfaceWords, segmentOf } from './words'

/**
 * What search engines and portals read beyond the page's tags (docs/search-portals.md), from the
 * HTML the server sends: each home page describes the provider and the site, an inner page its
 * place in the site as its header menu shows it, an event page with dates its Event, and every page
 * links the notices' feed in its language. Everything the data says, the page shows. Expected
 * values are not computed by the build's code: the words are read from the manifest (the brand
 * file, the entries), the rest is written out here.
 */

type Node = Record<string, unknown> & { '@type': string }
type ListItem = { position: number; name: string; item: string }

/** The served HTML's one JSON-LD script, its nodes by type. */
async function structuredData(request: APIRequestContext, url: string): Promise<Map<string, Node>> {
  const html = await (await request.get(url)).text()
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
  expect(scripts, `${url}: JSON-LD scripts`).toHaveLength(1)
  const data = JSON.parse(scripts[0]![1]!) as { '@context': string; '@graph': Node[] }
  expect(data['@context']).toBe('https://schema.org')
  return new Map(data['@graph'].map((node) => [node['@type'], node]))
}

/** The path of an address of the data, after checking it is on the site's public origin (its sharing card's: every page has one). */
async function pathOf(page: Page, address: unknown): Promise<string> {
  const card = new URL((await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '')
  const url = new URL(String(address))
  expect(url.origin).toBe(card.origin)
  return url.pathname + url.search
}

/** A PNG the site serves at an address of the data: its size from the file's header. */
async function pngAt(request: APIRequestContext, path: string): Promise<{ width: number; height: number }> {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  expect(response.headers()['content-type'], path).toBe('image/png')
  const body = await response.body()
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) }
}

const homes = (['ko', 'en'] as const).map((language) => ({
  url: `/${segmentOf[language]}`,
  name: brand.name[language],
  language,
  footerHours: `${brand.supportPhone} · ${brand.supportHours[language]}`,
  address: brand.address[language],
}))

for (const home of homes) {
  test(`${home.url}: the provider and the site, as the footer shows them`, async ({ page, request }) => {
    await page.goto(home.url)
    await expectHydrated(page)
    const data = await structuredData(request, home.url)
    expect([...data.keys()]).toEqual(['Organization', 'WebSite'])
    const organization = data.get('Organization')!
    const site = data.get('WebSite')!
    // Its name in the page's language, tagged with it: both home pages describe one provider.
    expect(organization.name).toEqual({ '@value': home.name, '@language': home.language })
    expect(site).toMatchObject({ name: { '@value': home.name, '@language': home.language }, inLanguage: ['ko', 'en'] })
    // The provider's site and the site are the origin's root, which sends everyone to the Korean home page for good.
    expect(await pathOf(page, site.url)).toBe('/')
    expect(organization.url).toBe(site.url)
    expect(site['@id']).toBe(`${new URL(String(site.url)).origin}/#website`)
    const root = await request.get('/', { maxRedirects: 0 })
    expect({ status: root.status(), location: root.headers()['location'] }).toEqual({ status: 301, location: '/kor' })

    // The logo: an ImageObject of a PNG of at least 112 px (Google's rule), the size it says.
    const logo = organization.logo as { '@type': string; url: string; width: string; height: string }
    expect(logo['@type']).toBe('ImageObject')
    const logoSize = await pngAt(request, await pathOf(page, logo.url))
    expect(logoSize).toEqual({ width: Number(logo.width), height: Number(logo.height) })
    expect(Math.min(logoSize.width, logoSize.height)).toBeGreaterThanOrEqual(112)

    // What the provider does, as the page's description says; its office as the footer gives it, in Korea.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', (organization.description as { '@value': string })['@value'])
    expect(organization.address).toEqual({ '@type': 'PostalAddress', streetAddress: { '@value': home.address, '@language': home.language }, addressCountry: 'KR' })
    await expect(page.getByRole('contentinfo')).toContainText(asSet(home.address))

    // The social sites are the footer's links, all four.
    const footer = page.getByRole('contentinfo')
    const sameAs = organization.sameAs as string[]
    expect(sameAs).toHaveLength(4)
    for (const address of sameAs) await expect(footer.locator(`a[href="${address}"]`)).toHaveCount(1)

    // The support line: the number the footer gives, dialled from abroad, and its hours.
    await expect(footer).toContainText(asSet(home.footerHours))
    expect(organization.contactPoint).toMatchObject({
      telephone: '+82-2-0000-0000',
      hoursAvailable: {
        dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Tuesday', 'https://schema.org/Wednesday', 'https://schema.org/Thursday', 'https://schema.org/Friday'],
        opens: '09:00',
        closes: '18:00',
      },
    })
  })
}

const trails = [
  { url: '/kor/service/issuance', menu: '주 메뉴', names: ['홈', '서비스', '배지 발급'], paths: ['/kor', '/kor/service', '/kor/service/issuance'] },
  { url: '/eng/service/issuance', menu: 'Main menu', names: ['Home', 'Service', 'Issuance'], paths: ['/eng', '/eng/service', '/eng/service/issuance'] },
  { url: '/eng/openbadge/badge-list?category=all&search=', menu: 'Main menu', names: ['Home', 'Open Badge', 'Gallery'], paths: ['/eng', '/eng/openbadge', '/eng/openbadge/badge-list'] },
] as const

for (const trail of trails) {
  test(`${trail.url}: a breadcrumb that follows the header menu`, async ({ page, request }) => {
    await page.goto(trail.url)
    await expectHydrated(page)
    const data = await structuredData(request, trail.url)
    expect([...data.keys()]).toEqual(['BreadcrumbList'])
    const items = data.get('BreadcrumbList')!.itemListElement as ListItem[]
    expect(items.map((item) => item.name)).toEqual(trail.names)
    expect(items.map((item) => item.position)).toEqual([1, 2, 3])
    const paths = await Promise.all(items.map((item) => pathOf(page, item.item)))
    expect(paths).toEqual(trail.paths)
    for (const path of paths) expect((await request.get(path)).status()).toBe(200)

    // The header names the same steps: the menu's button, and in it the link to this page.
    const [, menuName, linkName] = trail.names
    const nav = page.getByRole('navigation', { name: trail.menu })
    await nav.getByRole('button', { name: menuName }).click()
    await expect(nav.getByRole('link', { name: linkName, exact: true })).toHaveAttribute('href', new RegExp(`^${trail.paths[2]}(\\?|$)`))
  })
}

// The example event is one Korean page at both paths: its data is in Korean, at its /kor address.
for (const url of ['/kor/example-event', '/eng/example-event']) {
  test(`${url}: the Event the page describes`, async ({ page, request }) => {
    await page.goto(url)
    await expectHydrated(page)
    const data = await structuredData(request, url)
    expect([...data.keys()]).toEqual(['BreadcrumbList', 'Event'])
    const event = data.get('Event')!
    // Its entry's words in Korean, the event's interface language.
    const { name, title, venue, partner } = exampleEvent
    if (venue.kind !== 'place') throw new Error('the example event: a place to go to')
    // The event's own name, not the badge's (the page's h1).
    expect(event).toMatchObject({
      name: name.ko,
      startDate: '2026-09-15',
      endDate: '2026-09-16',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: venue.name.ko, address: { '@type': 'PostalAddress', streetAddress: venue.address.ko, addressCountry: 'KR' } },
      organizer: { '@type': 'Organization', name: partner.name.ko, url: partner.url },
    })
    expect(await pathOf(page, event.url)).toBe('/kor/example-event')
    // What the data says, the page shows.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(asSet(title.ko, true))
    // The event's name is the heading's own start (the badge is the event's).
    await expect(page.getByRole('heading', { level: 1 })).toContainText(String(event.name))
    const main = page.getByRole('main')
    await expect(main).toContainText('2026년 9월 15일~16일')
    await expect(main).toContainText(asSet(venue.name.ko))
    await expect(main).toContainText(asSet(venue.address.ko))
    await expect(page.getByRole('link', { name: asSet(partner.name.ko) })).toHaveAttribute('href', partner.url)
  })
}

test('an online event whose page gives no address to join claims no Event', async ({ request }) => {
  for (const url of ['/eng/example-event-en', '/kor/example-event-en']) {
    const data = await structuredData(request, url)
    expect([...data.keys()], url).toEqual(['BreadcrumbList'])
  }
})

/** The notice of this id in the manifest. */
function noticeOf(id: number) {
  const found = notices.find((n) => n.id === id)
  if (!found) throw new Error(`no notice ${id} in the manifest`)
  return found
}

/** The notices' feed in a language: its title is the board's, and its first item the newest notice (14). */
const noticeFeed = (language: 'ko' | 'en') => ({
  title: `${noticePage.title[language]} | ${brand.name[language]}`,
  feed: `/feeds/notices-${segmentOf[language]}.xml`,
  newest: noticeOf(14).title[language],
  detail: `/${segmentOf[language]}/company/event-detail?id=14`,
})

const feeds = [
  { url: '/kor/company/press', ...noticeFeed('ko') },
  { url: '/eng/company/press', ...noticeFeed('en') },
  // An event page links the feed of its own language, whatever the path.
  { url: '/kor/lecoslte2025', ...noticeFeed('en') },
]

/** The feed the page's head links under `title`, whose address must be `feed`, answering 200 as XML: its text. */
async function linkedFeed(page: Page, request: APIRequestContext, title: string, feed: string): Promise<string> {
  const link = page.locator(`head link[rel="alternate"][type="application/rss+xml"][title="${title}"]`)
  await expect(link).toHaveCount(1)
  expect(await pathOf(page, await link.getAttribute('href'))).toBe(feed)
  const response = await request.get(feed)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/xml/)
  return response.text()
}

/** Checks that the page links the notices' feed in its language (`expected`), and the feed itself. */
async function expectNoticesFeed(page: Page, request: APIRequestContext, expected: (typeof feeds)[number]) {
  // The notices' feed; a build that read the press list links that one too (below).
  const feed = await linkedFeed(page, request, expected.title, expected.feed)
  // Read as the browser reads XML: a feed that is not well-formed gives a parsererror.
  const read = await page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml')
    const item = doc.querySelector('channel > item')
    return { error: doc.querySelector('parsererror') !== null, version: doc.documentElement.getAttribute('version'), title: doc.querySelector('channel > title')?.textContent, first: item?.querySelector('title')?.textContent, link: item?.querySelector('link')?.textContent }
  }, feed)
  expect(read).toMatchObject({ error: false, version: '2.0', title: expected.title, first: expected.newest })
  const detail = await pathOf(page, read.link)
  expect(detail).toBe(expected.detail)
  expect((await request.get(detail)).status()).toBe(200)
}

const pressFeeds = [
  { url: '/kor/company/press', title: `${press.title.ko} | ${brand.name.ko}`, feed: '/feeds/press-kor.xml' },
  { url: '/eng/company/about', title: `${press.title.en} | ${brand.name.en}`, feed: '/feeds/press-eng.xml' },
]

/** Checks that the page links the press list's feed (`expected`), whose items are the press page's first rows. */
async function expectPressFeed(page: Page, request: APIRequestContext, expected: (typeof pressFeeds)[number]) {
  const feed = await linkedFeed(page, request, expected.title, expected.feed)
  const read = await page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml')
    const items = [...doc.querySelectorAll('channel > item')]
    return { error: doc.querySelector('parsererror') !== null, title: doc.querySelector('channel > title')?.textContent, links: items.map((item) => item.querySelector('link')?.textContent) }
  }, feed)
  expect(read).toMatchObject({ error: false, title: expected.title })
  // The same articles, in the same order, as the press page's HTML (without JavaScript: the build's rows).
  const html = await (await request.get(`/${expected.feed.endsWith('kor.xml') ? 'kor' : 'eng'}/company/press`)).text()
  const rows = [...html.matchAll(/<a href="(https:\/\/news\.example\/[^"]+)" target="_blank"/g)].map((m) => m[1])
  expect(rows).toHaveLength(20)
  expect(read.links).toEqual(rows)
}

// A page in both lists is loaded once for both: each check only reads the page (its head, and the
// feeds through the test's request context), so each finds it as the fresh load left it.
const feedChecks = [
  ...feeds.map((expected) => ({ url: expected.url, title: "links the notices' feed in the page's language", check: (page: Page, request: APIRequestContext) => expectNoticesFeed(page, request, expected) })),
  ...pressFeeds.map((expected) => ({ url: expected.url, title: "links the press list's feed, whose items are the press page's first rows", check: (page: Page, request: APIRequestContext) => expectPressFeed(page, request, expected) })),
]

for (const url of new Set(feedChecks.map((c) => c.url))) {
  const checks = feedChecks.filter((c) => c.url === url)
  test(`${url}: ${checks.map((c) => c.title).join('; ')}`, async ({ page, request }) => {
    await page.goto(url)
    for (const { title, check } of checks) await test.step(`${url}: ${title}`, () => check(page, request))
  })
}

test('a build without verification codes writes no verification tags', async ({ request }) => {
  test.skip(Boolean(process.env.NAVER_SITE_VERIFICATION || process.env.GOOGLE_SITE_VERIFICATION), 'this build was given a code')
  for (const url of ['/kor', '/eng/company/press']) {
    const html = await (await request.get(url)).text()
    expect(html).not.toContain('site-verification')
  }
})

for (const [language, id] of [['ko', 1], ['en', 14]] as const) {
  const segment = segmentOf[language]
  const { title, date } = noticeOf(id)
  const notice = { url: `/${segment}/company/event-detail?id=${id}`, headline: title[language], day: date, language, provider: brand.name[language], feed: `/feeds/notices-${segment}.xml` }
  test(`${notice.url}: the notice as an Article, as its page, its sharing tags and its feed show it`, async ({ page, request }) => {
    const nodes = await structuredData(request, notice.url)
    const article = nodes.get('Article')!
    // The start of the notice's day in Seoul: one instant for the page, its tags, its data and its feed.
    const instant = `${notice.day}T00:00:00+09:00`
    expect(article).toMatchObject({ headline: notice.headline, datePublished: instant, dateModified: instant, inLanguage: notice.language })
    await page.goto(notice.url)
    await expectHydrated(page)
    // What the data says, the page shows: its heading, its date, the provider.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(article.headline))
    await expect(page.getByRole('article').locator('time')).toHaveAttribute('datetime', instant)
    await expect(page.getByRole('article').locator('time')).toHaveText(notice.day)
    expect(await pathOf(page, article.url)).toBe(notice.url)
    expect(article.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': article.url })
    for (const role of ['author', 'publisher'] as const) expect((article[role] as Node).name).toEqual({ '@value': notice.provider, '@language': notice.language })
    const logo = (article.publisher as Node).logo as { '@type': string; url: string }
    expect(logo['@type']).toBe('ImageObject')
    expect(Math.min(...Object.values(await pngAt(request, await pathOf(page, logo.url))))).toBeGreaterThanOrEqual(112)

    // Shared as an article, published at that instant, with its own card: the Article's 16:9 image.
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', instant)
    const images = article.image as { '@type': string; url: string; width: string; height: string }[]
    const sizes = await Promise.all(images.map(async (image) => ({ ...(await pngAt(request, await pathOf(page, image.url))), claimed: `${image.width}x${image.height}` })))
    expect(sizes.map(({ width, height, claimed }) => [`${width}x${height}`, claimed])).toEqual([
      ['1200x675', '1200x675'],
      ['1200x1200', '1200x1200'],
    ])
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', images[0]!.url)
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '675')

    // The feed dates the item at the same instant (RSS writes it in GMT: nine hours earlier, same instant).
    const feed = await (await request.get(notice.feed)).text()
    const pubDate = await page.evaluate(
      ({ xml, link }) => [...new DOMParser().parseFromString(xml, 'application/xml').querySelectorAll('item')].find((item) => item.querySelector('link')?.textContent === link)?.querySelector('pubDate')?.textContent,
      { xml: feed, link: String(article.url) },
    )
    expect(Date.parse(pubDate ?? '')).toBe(Date.parse(instant))

    // Its trail ends at the notice, as the page head's does.
    const crumbs = (nodes.get('BreadcrumbList')!.itemListElement as ListItem[]).map((item) => item.name)
    expect(crumbs.at(-1)).toBe(notice.headline)
    await expect(page.getByRole('navigation', { name: interfaceWords[segment].shell.breadcrumb }).locator('[aria-current="page"]')).toHaveText(notice.headline)
  })
}
