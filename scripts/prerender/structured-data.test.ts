import { describe, expect, it } from 'vitest'
import { brand } from '../../manifest/brand'
import { aeskr } from '../../manifest/events/aeskr'
import { exampleEvent } from '../../manifest/events/example-event'
import { notices } from '../../manifest/notices/index'
import { loadSite } from '../../manifest/site'
import { pageAt } from './page-at'
import { jsonLdScript, structuredData } from './structured-data'

const origin = 'https://site.test'
const site = loadSite()

type Node = Record<string, unknown>

/** The graph the prerender writes for a path, as the JSON a reader gets (undefined: no script). */
function graphAt(address: string): Node[] | undefined {
  return structuredData(pageAt(address, site), site, origin)?.['@graph'] as unknown as Node[] | undefined
}

type ListItem = { position: number; name: string; item: string }

const crumbs = (pathname: string) =>
  (graphAt(pathname) ?? [])
    .flatMap((node) => (node['@type'] === 'BreadcrumbList' ? (node.itemListElement as ListItem[]) : []))
    .map(({ position, name, item }) => `${position} ${name} ${item}`)

/** A notice's title, as its entry gives it. */
const noticeTitle = (id: number) => notices.find((notice) => notice.id === id)!.title

const socialSites = ['https://blog.obadge.example/', 'https://youtube.obadge.example/', 'https://instagram.obadge.example/', 'https://linkedin.obadge.example/']

describe('structured data', () => {
  const logo = { '@type': 'ImageObject', '@id': `${origin}/#logo`, url: `${origin}/brand/logo.png`, width: '512', height: '512' }

  it('describes the provider and the site on each home page, their names tagged with its language', () => {
    const [korean, english] = [graphAt('/kor'), graphAt('/eng')]
    expect(korean).toEqual([
      {
        '@type': 'Organization',
        '@id': `${origin}/#organization`,
        name: { '@value': '오배지', '@language': 'ko' },
        url: `${origin}/`,
        logo,
        description: expect.objectContaining({ '@language': 'ko' }),
        address: { '@type': 'PostalAddress', streetAddress: { '@value': brand.address.ko, '@language': 'ko' }, addressCountry: 'KR' },
        sameAs: socialSites,
        contactPoint: expect.objectContaining({ telephone: '+82-2-0000-0000' }),
      },
      // At the origin's root (which answers 301 to /kor), one @id for both home pages.
      { '@type': 'WebSite', '@id': `${origin}/#website`, name: { '@value': '오배지', '@language': 'ko' }, url: `${origin}/`, inLanguage: ['ko', 'en'], publisher: { '@id': `${origin}/#organization` } },
    ])
    expect(english).toEqual([
      expect.objectContaining({ '@id': `${origin}/#organization`, name: { '@value': 'oBadge', '@language': 'en' }, url: `${origin}/`, logo, description: expect.objectContaining({ '@language': 'en' }) }),
      expect.objectContaining({ '@id': `${origin}/#website`, name: { '@value': 'oBadge', '@language': 'en' }, url: `${origin}/` }),
    ])
    // The description is the home page's, in each language.
    const description = (graph: Node[] | undefined) => (graph![0]!.description as { '@value': string })['@value']
    expect(description(korean)).toBe(site.routes.find((r) => r.id === 'HomePage')!.description.ko)
    expect(description(english)).toBe(site.routes.find((r) => r.id === 'HomePage')!.description.en)
  })

  it("gives every inner page its place in the site, and the not-found page nothing", () => {
    expect(crumbs('/eng/company/press')).toEqual([`1 Home ${origin}/eng`, `2 Company ${origin}/eng/company`, `3 Press ${origin}/eng/company/press`])
    expect(crumbs('/kor/openbadge/badge-list')).toEqual([`1 홈 ${origin}/kor`, `2 오픈배지 ${origin}/kor/openbadge`, `3 배지 갤러리 ${origin}/kor/openbadge/badge-list`])
    expect(graphAt('/kor/404')).toBeUndefined()
  })

  it("writes an event page in its own language and addresses, whatever the path", () => {
    expect(crumbs('/eng/aeskr')).toEqual([`1 홈 ${origin}/kor`, `2 ${aeskr.title.ko} ${origin}/kor/aeskr`])
    expect(graphAt('/eng/aeskr')).toEqual(graphAt('/kor/aeskr'))
  })

  it("describes an event whose entry gives its name, dates and venue: the event's name, not the badge's", () => {
    const { name, description, venue } = exampleEvent
    if (venue?.kind !== 'place') throw new Error('the example event is at a place')
    expect(graphAt('/eng/example-event')?.find((node) => node['@type'] === 'Event')).toEqual({
      '@type': 'Event',
      name: name!.ko,
      description: description.ko,
      url: `${origin}/kor/example-event`,
      image: `${origin}/events/example-event.svg`,
      startDate: '2026-09-15',
      endDate: '2026-09-16',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: venue.name.ko, address: { '@type': 'PostalAddress', streetAddress: venue.address.ko, addressCountry: 'KR' } },
      organizer: { '@type': 'Organization', name: '예시 파트너', url: 'https://partner.example/' },
    })
  })

  it('claims no Event without dates, nor for an online event the page gives no address to join, nor without its name', () => {
    const types = (pathname: string) => graphAt(pathname)?.map((node) => node['@type'])
    expect(types('/kor/aeskr')).toEqual(['BreadcrumbList'])
    expect(types('/eng/example-event-en')).toEqual(['BreadcrumbList'])
    const example = pageAt('/kor/example-event', site)
    const unnamed = { ...example, route: { ...example.route, event: { ...example.route.event!, name: undefined } } }
    expect(structuredData(unnamed, site, origin)?.['@graph']).toEqual([expect.objectContaining({ '@type': 'BreadcrumbList' })])
  })

  it('describes a notice as the Article its page shows, its trail ending at the notice', () => {
    const provider = { '@type': 'Organization', '@id': `${origin}/#organization`, name: { '@value': '오배지', '@language': 'ko' }, url: `${origin}/`, logo }
    expect(graphAt('/kor/company/event-detail?id=1')?.find((node) => node['@type'] === 'Article')).toEqual({
      '@type': 'Article',
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${origin}/kor/company/event-detail?id=1` },
      headline: noticeTitle(1).ko,
      // The start of its day in Seoul, as the feed dates it; never edited since.
      datePublished: '2022-06-30T00:00:00+09:00',
      dateModified: '2022-06-30T00:00:00+09:00',
      inLanguage: 'ko',
      url: `${origin}/kor/company/event-detail?id=1`,
      image: [
        { '@type': 'ImageObject', url: `${origin}/og/kor/company/event-detail/id-1.png`, width: '1200', height: '675' },
        { '@type': 'ImageObject', url: `${origin}/og/kor/company/event-detail/id-1.square.png`, width: '1200', height: '1200' },
      ],
      author: provider,
      publisher: provider,
    })
    expect(crumbs('/eng/company/event-detail?id=14')).toEqual([
      `1 Home ${origin}/eng`,
      `2 Company ${origin}/eng/company`,
      `3 Notices ${origin}/eng/company/event-list`,
      `4 ${noticeTitle(14).en} ${origin}/eng/company/event-detail?id=14`,
    ])
    // In the page's language, its own cards.
    expect(graphAt('/eng/company/event-detail?id=14')?.find((node) => node['@type'] === 'Article')).toMatchObject({
      headline: noticeTitle(14).en,
      datePublished: '2024-09-10T00:00:00+09:00',
      inLanguage: 'en',
      image: [{ url: `${origin}/og/eng/company/event-detail/id-14.png` }, { url: `${origin}/og/eng/company/event-detail/id-14.square.png` }],
      publisher: { name: { '@value': 'oBadge', '@language': 'en' } },
    })
  })

  it('claims nothing for the detail page that names no notice (the empty board, a 404)', () => {
    for (const address of ['/kor/company/event-detail', '/kor/company/event-detail?id=999', '/eng/company/event-detail?id=abc']) {
      expect(graphAt(address), address).toBeUndefined()
    }
  })

  it('writes a script no text can close early', () => {
    const script = jsonLdScript({ '@context': 'https://schema.org', '@graph': [{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }] })
    expect(script.match(/<\/script>/g)).toHaveLength(1)
    expect(JSON.parse(script.slice(script.indexOf('>') + 1, -'</script>'.length))['@graph'][0].name).toBe('</script><script>alert(1)</script>')
  })
})
