import { describe, expect, it } from 'vitest'
import { loadSite } from '../../manifest/site'
import { pageAt } from './head-tags'
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

const socialSites = ['https://blog.obadge.example/', 'https://youtube.obadge.example/', 'https://instagram.obadge.example/', 'https://linkedin.obadge.example/']

describe('structured data', () => {
  it('describes the provider and the site on each home page, in its language', () => {
    expect(graphAt('/kor')).toEqual([
      expect.objectContaining({ '@type': 'Organization', '@id': `${origin}/#organization`, name: '오배지', url: `${origin}/kor`, logo: `${origin}/brand/mark.svg`, sameAs: socialSites }),
      { '@type': 'WebSite', name: '오배지', url: `${origin}/kor`, inLanguage: 'ko', publisher: { '@id': `${origin}/#organization` } },
    ])
    expect(graphAt('/eng')).toEqual([
      expect.objectContaining({ '@type': 'Organization', name: 'oBadge', url: `${origin}/eng`, contactPoint: expect.objectContaining({ telephone: '+82-2-0000-0000' }) }),
      expect.objectContaining({ '@type': 'WebSite', name: 'oBadge', url: `${origin}/eng`, inLanguage: 'en' }),
    ])
  })

  it("gives every inner page its place in the site, and the not-found page nothing", () => {
    expect(crumbs('/eng/company/press')).toEqual([`1 Home ${origin}/eng`, `2 Company ${origin}/eng/company`, `3 Press ${origin}/eng/company/press`])
    expect(crumbs('/kor/openbadge/badge-list')).toEqual([`1 홈 ${origin}/kor`, `2 오픈배지 ${origin}/kor/openbadge`, `3 배지 갤러리 ${origin}/kor/openbadge/badge-list`])
    expect(graphAt('/kor/404')).toBeUndefined()
  })

  it("writes an event page in its own language and addresses, whatever the path", () => {
    expect(crumbs('/eng/aeskr')).toEqual([`1 홈 ${origin}/kor`, `2 AES 코리아 참가 기념 배지 ${origin}/kor/aeskr`])
    expect(graphAt('/eng/aeskr')).toEqual(graphAt('/kor/aeskr'))
  })

  it('describes an event whose entry gives its dates and venue', () => {
    expect(graphAt('/eng/example-event')?.find((node) => node['@type'] === 'Event')).toEqual({
      '@type': 'Event',
      name: '예시 컨퍼런스 2026 참가 기념 배지',
      description: '예시 컨퍼런스 2026 참가자에게 드리는 오픈배지 3.0 기념 배지를 이름과 이메일로 받으세요.',
      url: `${origin}/kor/example-event`,
      image: `${origin}/events/example-event.svg`,
      startDate: '2026-09-15',
      endDate: '2026-09-16',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: '예시 컨벤션센터 3홀', address: '서울특별시 강남구 예시로 123' },
      organizer: { '@type': 'Organization', name: '예시 파트너', url: 'https://partner.example/' },
    })
  })

  it('claims no Event without dates, nor for an online event the page gives no address to join', () => {
    const types = (pathname: string) => graphAt(pathname)?.map((node) => node['@type'])
    expect(types('/kor/aeskr')).toEqual(['BreadcrumbList'])
    expect(types('/eng/example-event-en')).toEqual(['BreadcrumbList'])
  })

  it('describes a notice as the Article its page shows, its trail ending at the notice', () => {
    const provider = { '@type': 'Organization', '@id': `${origin}/#organization`, name: '오배지', url: `${origin}/kor`, logo: `${origin}/brand/mark.svg` }
    expect(graphAt('/kor/company/event-detail?id=1')?.find((node) => node['@type'] === 'Article')).toEqual({
      '@type': 'Article',
      headline: '배지 지갑 로그인 주소 변경 안내',
      datePublished: '2022-06-30',
      inLanguage: 'ko',
      url: `${origin}/kor/company/event-detail?id=1`,
      author: provider,
      publisher: provider,
    })
    expect(crumbs('/eng/company/event-detail?id=14')).toEqual([
      `1 Home ${origin}/eng`,
      `2 Company ${origin}/eng/company`,
      `3 Notices ${origin}/eng/company/event-list`,
      `4 Attendance badges for Edu+ Week ${origin}/eng/company/event-detail?id=14`,
    ])
    // A banner notice's art is on its page: the Article names it, in the page's language.
    expect(graphAt('/eng/company/event-detail?id=14')?.find((node) => node['@type'] === 'Article')).toMatchObject({
      headline: 'Attendance badges for Edu+ Week',
      datePublished: '2024-09-10',
      inLanguage: 'en',
      image: `${origin}/notices/notice-14.en.svg`,
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
