import { describe, expect, it } from 'vitest'
import { checkStructuredData, type StructuredDataSite } from './structured-data-rules'

const origin = 'https://site.test'

type Node = Record<string, unknown>

const organization = (): Node => ({
  '@type': 'Organization',
  name: '오배지',
  url: `${origin}/kor`,
  logo: `${origin}/logo.svg`,
  contactPoint: { '@type': 'ContactPoint', contactType: 'customer support', telephone: '+82-2-0000-0000' },
})
const webSite = (): Node => ({ '@type': 'WebSite', name: '오배지', url: `${origin}/kor`, inLanguage: 'ko' })
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
  location: { '@type': 'Place', name: '홀', address: '서울' },
})
const provider = { '@type': 'Organization', name: '오배지', url: `${origin}/kor` }
const article = (): Node => ({ '@type': 'Article', headline: '공지', datePublished: '2024-09-10', url: `${origin}/kor/notice`, image: `${origin}/notices/1.svg`, author: provider, publisher: provider })

type PageSpec = { path: string; nodes?: Node[]; noindex?: boolean; script?: string }

const script = (nodes: Node[]) => `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@graph': nodes })}</script>`

/** A page as the prerender writes it: React's head, the JSON-LD at its end, then the body. */
function html({ nodes, noindex, script: raw }: PageSpec): string {
  const data = raw ?? (nodes ? script(nodes) : '')
  return `<!DOCTYPE html><html><head><title>t</title>${noindex ? '<meta name="robots" content="noindex"/>' : ''}${data}</head><body><h1>t</h1></body></html>`
}

/** A small site that keeps every rule: a home page, an event page with its Event, a notice, the not-found page. */
function validSite(): PageSpec[] {
  return [
    { path: '/kor', nodes: [organization(), webSite()] },
    { path: '/kor/fair', nodes: [breadcrumbs(), event()] },
    { path: '/kor/notice', nodes: [{ ...breadcrumbs(), itemListElement: [{ '@type': 'ListItem', position: 1, name: '홈', item: `${origin}/kor` }, { '@type': 'ListItem', position: 2, name: '공지' }] }, article()] },
    { path: '/kor/404', noindex: true },
  ]
}

function site(specs: PageSpec[]): StructuredDataSite {
  const served = new Set([...specs.map((s) => s.path), '/logo.svg', '/notices/1.svg'])
  return { origin, pages: specs.map((spec) => ({ path: spec.path, html: html(spec) })), homePaths: ['/kor'], serves: (path) => served.has(path) }
}

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
    ['a Place without an address', changed('/kor/fair', 'Event', withValue('location', { '@type': 'Place', name: '홀' })), '/kor/fair: Event: no location.address for a Place'],
    ['a VirtualLocation without its address', changed('/kor/fair', 'Event', withValue('location', { '@type': 'VirtualLocation', name: 'Zoom' })), '/kor/fair: Event: no location.url for a VirtualLocation'],
    ['a location of another type', changed('/kor/fair', 'Event', withValue('location', { '@type': 'City' })), '/kor/fair: Event: location is a City, want a Place or a VirtualLocation'],
    ['a breadcrumb of one step', changed('/kor/fair', 'BreadcrumbList', (n) => ({ ...n, itemListElement: (n.itemListElement as Node[]).slice(0, 1) })), '/kor/fair: BreadcrumbList: 1 itemListElement entries, want at least two'],
    ['a breadcrumb step out of place', changed('/kor/fair', 'BreadcrumbList', (n) => ({ ...n, itemListElement: (n.itemListElement as Node[]).map((item) => ({ ...item, position: 1 })) })), '/kor/fair: BreadcrumbList: itemListElement[1].position is 1, want 2'],
    ['a breadcrumb step without a name', changed('/kor/fair', 'BreadcrumbList', (n) => ({ ...n, itemListElement: (n.itemListElement as Node[]).map(without('name')) })), '/kor/fair: BreadcrumbList: no itemListElement[0].name'],
    ['a breadcrumb step that is no ListItem', changed('/kor/fair', 'BreadcrumbList', (n) => ({ ...n, itemListElement: ['홈', ...(n.itemListElement as Node[]).slice(1)] })), '/kor/fair: BreadcrumbList: itemListElement[0] is not a ListItem'],
    ['a step above the page without its address', changed('/kor/fair', 'BreadcrumbList', (n) => ({ ...n, itemListElement: (n.itemListElement as Node[]).map(without('item')) })), '/kor/fair: BreadcrumbList: itemListElement[0].item undefined is not an address on https://site.test'],
    ['a step to a page not built', changed('/kor/fair', 'BreadcrumbList', (n) => ({ ...n, itemListElement: [{ '@type': 'ListItem', position: 1, name: '홈', item: `${origin}/kor/gone` }, ...(n.itemListElement as Node[]).slice(1)] })), '/kor/fair: BreadcrumbList: itemListElement[0].item https://site.test/kor/gone is not served by the site'],
    ['an Organization without a name', changed('/kor', 'Organization', without('name')), '/kor: Organization: no name'],
    ['a logo elsewhere', changed('/kor', 'Organization', withValue('logo', 'https://cdn.test/logo.svg')), '/kor: Organization: logo https://cdn.test/logo.svg is not an address on https://site.test'],
    ['a support line in the local form', changed('/kor', 'Organization', withValue('contactPoint', { contactType: 'customer support', telephone: '02-0000-0000' })), '/kor: Organization: contactPoint.telephone is not an international number (+82-…)'],
    ['a support line of no kind', changed('/kor', 'Organization', withValue('contactPoint', { telephone: '+82-2-0000-0000' })), '/kor: Organization: no contactPoint.contactType'],
    ['a WebSite without its address', changed('/kor', 'WebSite', without('url')), '/kor: WebSite: url undefined is not an address on https://site.test'],
    ['a WebSite without a name', changed('/kor', 'WebSite', withValue('name', ' ')), '/kor: WebSite: no name'],
    ['an Article without its date', changed('/kor/notice', 'Article', without('datePublished')), '/kor/notice: Article: no datePublished as an ISO 8601 date'],
    ['an Article without a headline', changed('/kor/notice', 'Article', without('headline')), '/kor/notice: Article: no headline'],
    ['an Article dated in another form', changed('/kor/notice', 'Article', withValue('datePublished', '2024. 9. 10.')), '/kor/notice: Article: no datePublished as an ISO 8601 date'],
    ['an Article elsewhere than the site', changed('/kor/notice', 'Article', withValue('url', 'https://elsewhere.test/kor/notice')), '/kor/notice: Article: url https://elsewhere.test/kor/notice is not an address on https://site.test'],
    ['an Article whose art the site does not serve', changed('/kor/notice', 'Article', withValue('image', 'https://site.test/notices/gone.svg')), '/kor/notice: Article: image https://site.test/notices/gone.svg is not served by the site'],
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

  it('lets a noindex page go without data, and reads a script that is one node', () => {
    const single = `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...breadcrumbs() })}</script>`
    const pages: PageSpec[] = [...validSite(), { path: '/kor/single', script: single }]
    const report = checkStructuredData(site(pages))
    expect(report.problems).toEqual([])
    expect(report.types.BreadcrumbList).toBe(3)
  })
})
