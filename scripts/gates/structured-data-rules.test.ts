import { describe, expect, it } from 'vitest'
import { checkStructuredData, pictureOf, type Picture, type StructuredDataSite } from './structured-data-rules'

const origin = 'https://site.test'

type Node = Record<string, unknown>

const logo = { '@type': 'ImageObject', url: `${origin}/logo.png`, width: '512', height: '512' }
const organization = (): Node => ({
  '@type': 'Organization',
  '@id': `${origin}/#organization`,
  name: { '@value': '오배지', '@language': 'ko' },
  url: `${origin}/kor`,
  logo,
  description: { '@value': '오픈배지 발급 서비스', '@language': 'ko' },
  address: { '@type': 'PostalAddress', streetAddress: { '@value': '서울특별시 중구 세종대로 00', '@language': 'ko' }, addressCountry: 'KR' },
  contactPoint: { '@type': 'ContactPoint', contactType: 'customer support', telephone: '+82-2-0000-0000' },
})
const webSite = (): Node => ({ '@type': 'WebSite', '@id': `${origin}/#website`, name: { '@value': '오배지', '@language': 'ko' }, url: `${origin}/`, inLanguage: ['ko', 'en'] })
const breadcrumbs = (): Node => ({
  '@type': 'BreadcrumbList',
  itemListElement: [
    { '@type': 'ListItem', position: 1, name: '홈', item: `${origin}/kor` },
    { '@type': 'ListItem', position: 2, name: '박람회', item: `${origin}/kor/fair` },
  ],
})
const event = (): Node => ({
  '@type': 'Event',
  name: '박람회',
  startDate: '2026-09-15',
  endDate: '2026-09-16',
  eventStatus: 'https://schema.org/EventScheduled',
  eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
  location: { '@type': 'Place', name: '홀', address: { '@type': 'PostalAddress', streetAddress: '서울', addressCountry: 'KR' } },
})
const provider = { '@type': 'Organization', name: { '@value': '오배지', '@language': 'ko' }, url: `${origin}/kor`, logo }
const published = '2024-09-10T00:00:00+09:00'
const card = (path: string, width: number, height: number) => ({ '@type': 'ImageObject', url: `${origin}${path}`, width: String(width), height: String(height) })
const article = (): Node => ({
  '@type': 'Article',
  mainEntityOfPage: { '@type': 'WebPage', '@id': `${origin}/kor/notice` },
  headline: '공지',
  datePublished: published,
  dateModified: published,
  url: `${origin}/kor/notice`,
  image: [card('/notices/1.png', 1200, 675), card('/notices/1.square.png', 1200, 1200)],
  author: provider,
  publisher: provider,
})

/** `og`: the page's Open Graph tags (`og:type`, `article:published_time`). */
type PageSpec = { path: string; nodes?: Node[]; noindex?: boolean; script?: string; og?: Record<string, string> }

const script = (nodes: Node[]) => `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@graph': nodes })}</script>`

/** A page as the prerender writes it: React's head, the JSON-LD at its end, then the body. */
function html({ nodes, noindex, script: raw, og = {} }: PageSpec): string {
  const data = raw ?? (nodes ? script(nodes) : '')
  const tags = Object.entries(og).map(([property, content]) => `<meta property="${property}" content="${content}"/>`).join('')
  return `<!DOCTYPE html><html lang="ko"><head><title>t</title>${noindex ? '<meta name="robots" content="noindex"/>' : ''}${tags}${data}</head><body><h1>t</h1></body></html>`
}

/** A small site that keeps every rule: a home page, an event page with its Event, a notice, the not-found page. */
function validSite(): PageSpec[] {
  return [
    { path: '/kor', nodes: [organization(), webSite()] },
    { path: '/kor/fair', nodes: [breadcrumbs(), event()] },
    {
      path: '/kor/notice',
      nodes: [{ ...breadcrumbs(), itemListElement: [{ '@type': 'ListItem', position: 1, name: '홈', item: `${origin}/kor` }, { '@type': 'ListItem', position: 2, name: '공지' }] }, article()],
      og: { 'og:type': 'article', 'article:published_time': published },
    },
    { path: '/kor/404', noindex: true },
  ]
}

/** The picture files the small site serves: the logo, a notice's two cards, and a few wrong ones for the rules to catch. */
const pictures: Record<string, Picture> = {
  '/logo.png': { format: 'png', width: 512, height: 512 },
  '/logo.svg': { format: 'svg' },
  '/logo-64.png': { format: 'png', width: 64, height: 64 },
  '/notices/1.png': { format: 'png', width: 1200, height: 675 },
  '/notices/1.square.png': { format: 'png', width: 1200, height: 1200 },
  '/notices/1.svg': { format: 'svg' },
  '/notices/tiny.square.png': { format: 'png', width: 200, height: 200 },
}

function site(specs: PageSpec[]): StructuredDataSite {
  const served = new Set([...specs.map((s) => s.path), ...Object.keys(pictures)])
  return {
    origin,
    pages: specs.map((spec) => ({ path: spec.path, html: html(spec) })),
    homePaths: ['/kor'],
    serves: (path) => served.has(path),
    picture: (path) => pictures[path],
  }
}

/** The valid site with one page's Open Graph tags changed. */
function withOg(path: string, og: Record<string, string>): PageSpec[] {
  return validSite().map((spec) => (spec.path === path ? { ...spec, og } : spec))
}

const images = (...list: unknown[]) => withValue('image', list)

/** The valid site with one node of one page changed. */
function changed(path: string, type: string, change: (node: Node) => Node): PageSpec[] {
  return validSite().map((spec) => (spec.path === path ? { ...spec, nodes: spec.nodes?.map((node) => (node['@type'] === type ? change(node) : node)) } : spec))
}

const without = (name: string) => (node: Node) => Object.fromEntries(Object.entries(node).filter(([key]) => key !== name))
const withValue = (name: string, value: unknown) => (node: Node) => ({ ...node, [name]: value })

describe('structured-data gate', () => {
  it('passes a site that keeps every rule', () => {
    const report = checkStructuredData(site(validSite()))
    expect(report.problems).toEqual([])
    expect(report).toMatchObject({ pages: 4, types: { Organization: 1, WebSite: 1, BreadcrumbList: 2, Event: 1, Article: 1 } })
  })

  it.each([
    ['an Event without a date', changed('/kor/fair', 'Event', without('startDate')), '/kor/fair: Event: no startDate'],
    ['an Event dated in another form', changed('/kor/fair', 'Event', withValue('startDate', '15.09.2026')), '/kor/fair: Event: startDate 15.09.2026 is not an ISO 8601 date'],
    ['an Event that ends before it starts', changed('/kor/fair', 'Event', withValue('endDate', '2026-09-14')), '/kor/fair: Event: endDate 2026-09-14 is not an ISO 8601 date on or after startDate'],
    ['an Event without a name', changed('/kor/fair', 'Event', without('name')), '/kor/fair: Event: no name'],
    ['an Event without a location', changed('/kor/fair', 'Event', without('location')), '/kor/fair: Event: no location'],
    ['a Place without an address', changed('/kor/fair', 'Event', withValue('location', { '@type': 'Place', name: '홀' })), '/kor/fair: Event: location.address is not a PostalAddress with its streetAddress and addressCountry (two letters, e.g. KR)'],
    ['a Place whose address is a plain string', changed('/kor/fair', 'Event', withValue('location', { '@type': 'Place', name: '홀', address: '서울' })), '/kor/fair: Event: location.address is not a PostalAddress with its streetAddress and addressCountry (two letters, e.g. KR)'],
    ['a Place whose address names no country', changed('/kor/fair', 'Event', withValue('location', { '@type': 'Place', name: '홀', address: { '@type': 'PostalAddress', streetAddress: '서울' } })), '/kor/fair: Event: location.address is not a PostalAddress with its streetAddress and addressCountry (two letters, e.g. KR)'],
    ['an Event without its status', changed('/kor/fair', 'Event', without('eventStatus')), '/kor/fair: Event: eventStatus undefined is not one of https://schema.org/EventScheduled, https://schema.org/EventCancelled, https://schema.org/EventMovedOnline, https://schema.org/EventPostponed, https://schema.org/EventRescheduled'],
    ['an Event status in words', changed('/kor/fair', 'Event', withValue('eventStatus', 'scheduled')), '/kor/fair: Event: eventStatus scheduled is not one of https://schema.org/EventScheduled, https://schema.org/EventCancelled, https://schema.org/EventMovedOnline, https://schema.org/EventPostponed, https://schema.org/EventRescheduled'],
    ['an Event without its attendance mode', changed('/kor/fair', 'Event', without('eventAttendanceMode')), '/kor/fair: Event: eventAttendanceMode undefined is not one of https://schema.org/OfflineEventAttendanceMode, https://schema.org/OnlineEventAttendanceMode, https://schema.org/MixedEventAttendanceMode'],
    ['a VirtualLocation without its address', changed('/kor/fair', 'Event', withValue('location', { '@type': 'VirtualLocation', name: 'Zoom' })), '/kor/fair: Event: no location.url for a VirtualLocation'],
    ['a location of another type', changed('/kor/fair', 'Event', withValue('location', { '@type': 'City' })), '/kor/fair: Event: location is a City, want a Place or a VirtualLocation'],
    ['a breadcrumb of one step', changed('/kor/fair', 'BreadcrumbList', (n) => ({ ...n, itemListElement: (n.itemListElement as Node[]).slice(0, 1) })), '/kor/fair: BreadcrumbList: 1 itemListElement entries, want at least two'],
    ['a breadcrumb step out of place', changed('/kor/fair', 'BreadcrumbList', (n) => ({ ...n, itemListElement: (n.itemListElement as Node[]).map((item) => ({ ...item, position: 1 })) })), '/kor/fair: BreadcrumbList: itemListElement[1].position is 1, want 2'],
    ['a breadcrumb step without a name', changed('/kor/fair', 'BreadcrumbList', (n) => ({ ...n, itemListElement: (n.itemListElement as Node[]).map(without('name')) })), '/kor/fair: BreadcrumbList: no itemListElement[0].name'],
    ['a breadcrumb step that is no ListItem', changed('/kor/fair', 'BreadcrumbList', (n) => ({ ...n, itemListElement: ['홈', ...(n.itemListElement as Node[]).slice(1)] })), '/kor/fair: BreadcrumbList: itemListElement[0] is not a ListItem'],
    ['a step above the page without its address', changed('/kor/fair', 'BreadcrumbList', (n) => ({ ...n, itemListElement: (n.itemListElement as Node[]).map(without('item')) })), '/kor/fair: BreadcrumbList: itemListElement[0].item undefined is not an address on https://site.test'],
    ['a step to a page not built', changed('/kor/fair', 'BreadcrumbList', (n) => ({ ...n, itemListElement: [{ '@type': 'ListItem', position: 1, name: '홈', item: `${origin}/kor/gone` }, ...(n.itemListElement as Node[]).slice(1)] })), '/kor/fair: BreadcrumbList: itemListElement[0].item https://site.test/kor/gone is not served by the site'],
    ['an Organization without a name', changed('/kor', 'Organization', without('name')), '/kor: Organization: no name'],
    ['a logo elsewhere', changed('/kor', 'Organization', withValue('logo', { ...logo, url: 'https://cdn.test/logo.png' })), '/kor: Organization: logo https://cdn.test/logo.png is not an address on https://site.test'],
    ['a logo as a bare URL', changed('/kor', 'Organization', withValue('logo', `${origin}/logo.png`)), '/kor: Organization: logo is not an ImageObject (its url, width and height)'],
    ['an SVG logo', changed('/kor', 'Organization', withValue('logo', { '@type': 'ImageObject', url: `${origin}/logo.svg` })), '/kor: Organization: logo is SVG, want a raster file (PNG, JPEG, GIF or WebP)'],
    ['a logo under 112 px', changed('/kor', 'Organization', withValue('logo', card('/logo-64.png', 64, 64))), '/kor: Organization: logo is 64 x 64 px, want at least 112 x 112'],
    ['a logo whose size is not its file\'s', changed('/kor', 'Organization', withValue('logo', { ...logo, width: '1024', height: '1024' })), '/kor: Organization: logo says 1024 x 1024 px, the file is 512 x 512'],
    ['a logo that is no picture', changed('/kor', 'Organization', withValue('logo', { ...logo, url: `${origin}/kor` })), '/kor: Organization: logo https://site.test/kor is not a picture'],
    ['an Organization name without its language', changed('/kor', 'Organization', withValue('name', '오배지')), '/kor: Organization: name is not tagged with the page\'s language: want { "@value": …, "@language": "ko" }'],
    ['an Organization name tagged with another language', changed('/kor', 'Organization', withValue('name', { '@value': 'oBadge', '@language': 'en' })), '/kor: Organization: name is not tagged with the page\'s language: want { "@value": …, "@language": "ko" }'],
    ['an Organization without a description', changed('/kor', 'Organization', without('description')), '/kor: Organization: no description'],
    ['an Organization without an address', changed('/kor', 'Organization', without('address')), '/kor: Organization: address is not a PostalAddress with its streetAddress and addressCountry (two letters, e.g. KR)'],
    ['an Organization address without its country', changed('/kor', 'Organization', withValue('address', { '@type': 'PostalAddress', streetAddress: '서울' })), '/kor: Organization: address is not a PostalAddress with its streetAddress and addressCountry (two letters, e.g. KR)'],
    ['an Organization address as a country name', changed('/kor', 'Organization', withValue('address', { '@type': 'PostalAddress', streetAddress: '서울', addressCountry: 'Korea' })), '/kor: Organization: address is not a PostalAddress with its streetAddress and addressCountry (two letters, e.g. KR)'],
    ['a support line in the local form', changed('/kor', 'Organization', withValue('contactPoint', { contactType: 'customer support', telephone: '02-0000-0000' })), '/kor: Organization: contactPoint.telephone is not an international number (+82-…)'],
    ['a support line of no kind', changed('/kor', 'Organization', withValue('contactPoint', { telephone: '+82-2-0000-0000' })), '/kor: Organization: no contactPoint.contactType'],
    ['a WebSite without its address', changed('/kor', 'WebSite', without('url')), '/kor: WebSite: url undefined is not the origin\'s root, https://site.test/'],
    ['a WebSite at a home page, not the root', changed('/kor', 'WebSite', withValue('url', `${origin}/kor`)), '/kor: WebSite: url https://site.test/kor is not the origin\'s root, https://site.test/'],
    ['a WebSite without an @id', changed('/kor', 'WebSite', without('@id')), '/kor: WebSite: no @id'],
    ['a WebSite without a name', changed('/kor', 'WebSite', withValue('name', ' ')), '/kor: WebSite: no name'],
    ['an Article without its date', changed('/kor/notice', 'Article', without('datePublished')), '/kor/notice: Article: no datePublished as an ISO 8601 date'],
    ['an Article without a headline', changed('/kor/notice', 'Article', without('headline')), '/kor/notice: Article: no headline'],
    ['an Article dated in another form', changed('/kor/notice', 'Article', withValue('datePublished', '2024. 9. 10.')), '/kor/notice: Article: no datePublished as an ISO 8601 date'],
    ['an Article dated by day alone', changed('/kor/notice', 'Article', withValue('datePublished', '2024-09-10')), '/kor/notice: Article: datePublished 2024-09-10 names no instant: a date and time with its offset, e.g. 2024-09-10T00:00:00+09:00'],
    ['an Article dated without an offset', changed('/kor/notice', 'Article', withValue('datePublished', '2024-09-10T00:00:00')), '/kor/notice: Article: datePublished 2024-09-10T00:00:00 names no instant: a date and time with its offset, e.g. 2024-09-10T00:00:00+09:00'],
    ['an Article without dateModified', changed('/kor/notice', 'Article', without('dateModified')), '/kor/notice: Article: dateModified undefined names no instant: a date and time with its offset'],
    ['an Article modified before it was published', changed('/kor/notice', 'Article', withValue('dateModified', '2024-09-09T00:00:00+09:00')), '/kor/notice: Article: dateModified 2024-09-09T00:00:00+09:00 is before datePublished'],
    ['an Article without mainEntityOfPage', changed('/kor/notice', 'Article', without('mainEntityOfPage')), '/kor/notice: Article: mainEntityOfPage is not the WebPage it is on, https://site.test/kor/notice'],
    ['an Article the main entity of another page', changed('/kor/notice', 'Article', withValue('mainEntityOfPage', { '@type': 'WebPage', '@id': `${origin}/kor` })), '/kor/notice: Article: mainEntityOfPage is not the WebPage it is on, https://site.test/kor/notice'],
    ['an Article without a 16:9 image', changed('/kor/notice', 'Article', images(card('/notices/1.square.png', 1200, 1200))), '/kor/notice: Article: no 16:9 raster image of at least 50,000 pixels'],
    ['an Article without a 1:1 image', changed('/kor/notice', 'Article', images(card('/notices/1.png', 1200, 675))), '/kor/notice: Article: no 1:1 raster image of at least 50,000 pixels'],
    ['an Article whose square image is too small', changed('/kor/notice', 'Article', images(card('/notices/1.png', 1200, 675), card('/notices/tiny.square.png', 200, 200))), '/kor/notice: Article: no 1:1 raster image of at least 50,000 pixels'],
    ['an Article whose only image is an SVG', changed('/kor/notice', 'Article', withValue('image', `${origin}/notices/1.svg`)), '/kor/notice: Article: no 16:9 raster image of at least 50,000 pixels'],
    ['an Article image whose size is not its file\'s', changed('/kor/notice', 'Article', images(card('/notices/1.png', 1200, 630), card('/notices/1.square.png', 1200, 1200))), '/kor/notice: Article: image[0] says 1200 x 630 px, the file is 1200 x 675'],
    ['a publisher logo as a bare URL', changed('/kor/notice', 'Article', withValue('publisher', { ...provider, logo: `${origin}/logo.png` })), '/kor/notice: Article: publisher.logo is not an ImageObject (its url, width and height)'],
    ['a publisher without a logo', changed('/kor/notice', 'Article', withValue('publisher', { '@type': 'Organization', name: '오배지' })), '/kor/notice: Article: publisher.logo is not an ImageObject (its url, width and height)'],
    ['an Article on a page that shares as a website', withOg('/kor/notice', { 'og:type': 'website', 'article:published_time': published }), '/kor/notice: Article: the page\'s og:type is website, want article'],
    ['an Article on a page without its published time', withOg('/kor/notice', { 'og:type': 'article' }), '/kor/notice: Article: the page\'s article:published_time undefined is not the instant of datePublished 2024-09-10T00:00:00+09:00'],
    ['an Article published nine hours off its page', withOg('/kor/notice', { 'og:type': 'article', 'article:published_time': '2024-09-10T00:00:00Z' }), '/kor/notice: Article: the page\'s article:published_time 2024-09-10T00:00:00Z is not the instant of datePublished 2024-09-10T00:00:00+09:00'],
    ['an Article elsewhere than the site', changed('/kor/notice', 'Article', withValue('url', 'https://elsewhere.test/kor/notice')), '/kor/notice: Article: url https://elsewhere.test/kor/notice is not an address on https://site.test'],
    ['an Article whose art the site does not serve', changed('/kor/notice', 'Article', withValue('image', 'https://site.test/notices/gone.png')), '/kor/notice: Article: image[0] https://site.test/notices/gone.png is not served by the site'],
    ['an Article by nobody named', changed('/kor/notice', 'Article', withValue('author', { '@type': 'Organization' })), '/kor/notice: Article: no author.name'],
    ['a node without a type', changed('/kor/fair', 'Event', without('@type')), '/kor/fair: node 1: names no @type'],
    ['a type without rules', changed('/kor/fair', 'Event', withValue('@type', 'Recipe')), '/kor/fair: Recipe: has no rules in scripts/gates/structured-data-rules.ts: add the properties Google requires of it'],
    ['a home page without the site', changed('/kor', 'WebSite', withValue('@type', 'Organization')), '/kor: the home page has no WebSite'],
    ['an indexable inner page without a breadcrumb', changed('/kor/fair', 'BreadcrumbList', withValue('@type', 'Event')), '/kor/fair: no BreadcrumbList'],
  ])('fails %s', (_, specs, problem) => {
    expect(checkStructuredData(site(specs)).problems).toContain(problem)
  })

  it('fails JSON that does not parse, data without the schema.org context, and two scripts on a page', () => {
    const pages: PageSpec[] = [
      ...validSite().slice(0, 3),
      { path: '/kor/broken', script: '<script type="application/ld+json">{"@context":"https://schema.org",</script>' },
      { path: '/kor/other', script: '<script type="application/ld+json">{"@context":"https://example.test","@type":"Event"}</script>' },
      { path: '/kor/twice', script: script([breadcrumbs()]).repeat(2) },
    ]
    expect(checkStructuredData(site(pages)).problems).toEqual([
      expect.stringMatching(/^\/kor\/broken: JSON-LD does not parse: /),
      '/kor/broken: no BreadcrumbList',
      '/kor/other: JSON-LD without the schema.org @context',
      '/kor/other: no BreadcrumbList',
      '/kor/twice: 2 JSON-LD scripts, want at most one',
    ])
  })

  it('reads a picture file by its bytes: a PNG with its size, other formats by name', () => {
    const png = new Uint8Array(24)
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 2, 0, 0, 0, 1, 0])
    expect(pictureOf(png)).toEqual({ format: 'png', width: 512, height: 256 })
    expect(pictureOf(new TextEncoder().encode('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({ format: 'svg' })
    expect(pictureOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toEqual({ format: 'jpeg' })
    expect(pictureOf(new TextEncoder().encode('<!DOCTYPE html><html>'))).toEqual({ format: 'other' })
  })

  it('lets a noindex page go without data, and reads a script that is one node', () => {
    const single = `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...breadcrumbs() })}</script>`
    const pages: PageSpec[] = [...validSite(), { path: '/kor/single', script: single }]
    const report = checkStructuredData(site(pages))
    expect(report.problems).toEqual([])
    expect(report.types.BreadcrumbList).toBe(3)
  })
})
