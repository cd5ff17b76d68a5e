import { mkdtemp, readFile, writeFile, mkdir } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { SiteRoute } from '../manifest/site'
import { syncOutputs } from './outputs'
import { inLanguage } from '../manifest/in-language'
import { generatePageContent, generatePageModule } from './page-modules'
import { generateRouteTree } from './route-tree'

const route = (over: Partial<SiteRoute>): SiteRoute => ({
  id: 'PressPage',
  path: 'company/press',
  title: { ko: '언론 보도', en: 'Press' },
  description: { ko: '설명', en: 'About' },
  header: true,
  inquiryBanner: true,
  indexable: true,
  query: [],
  sections: [],
  ...over,
})

describe('route tree (given manifest routes, want a typed tree)', () => {
  const given = [
    route({ id: 'HomePage', path: '' }),
    route({
      id: 'BadgesGalleryPage',
      path: 'openbadge/badge-list',
      query: [
        { kind: 'enum', name: 'category', values: ['all', 'edu'], default: 'all' },
        { kind: 'text', name: 'search', default: '' },
      ],
    }),
  ]

  // The golden file shows the whole tree; the checks beside it say what must hold in it.
  it('writes one lazily loaded route per page below /$lang, with query validation', async () => {
    const tree = generateRouteTree(given)
    await expect(tree).toMatchFileSnapshot('__fixtures__/route-tree.want.ts.txt')
    // Each page is its own chunk: imported lazily, never at the top of the tree (the entry chunk).
    expect(tree).not.toMatch(/^import .*pages\//m)
    expect(tree).toContain(`pageRoute('HomePage', '/', () => import('./pages/home-page.gen'))`)
    // Every query parameter is validated, falling back to its manifest default.
    expect(tree).toContain(`validateSearch: (search: Record<string, unknown>) => ({ category: enumParam(search.category, ["all", "edu"] as const, "all"), search: textParam(search.search, "") })`)
    // In manifest order, which is the sitemap's, and the one route of every event page last.
    expect(tree).toContain('languageRoute.addChildren([homePageRoute, badgesGalleryPageRoute, eventPageRoute])')
  })

  it('gives event pages no route of their own: the tree is the same whatever their number', () => {
    const event = { ...given[0]!, id: 'NewpartnerEventPage', path: 'newpartner', event: {} } as unknown as (typeof given)[number]
    expect(generateRouteTree([...given, event])).toBe(generateRouteTree(given))
  })
})

describe('page modules', () => {
  it('import exactly the sections a page lists, with their content inline', async () => {
    const [file, content] = generatePageModule(
      route({
        id: 'NotFoundPage',
        path: '404',
        inquiryBanner: false,
        sections: [
          { type: 'text', heading: { ko: '제목', en: 'Heading' }, paragraphs: [{ ko: '본문', en: 'Body' }] },
          { type: 'actions', items: [{ label: { ko: '홈', en: 'Home' }, page: 'HomePage' }] },
        ],
      }),
    )
    expect(file).toBe('src/generated/pages/not-found-page.gen.tsx')
    await expect(content).toMatchFileSnapshot('__fixtures__/not-found-page.want.tsx.txt')
    expect(content.match(/^import .* from '\.\.\/\.\.\/sections\/.*$/gm)).toEqual([
      `import ActionsSection from '../../sections/actions/actions'`,
      `import TextSection from '../../sections/text/text'`,
    ])
    expect(content).toContain(`const section0: SectionOf<'text'> = {`)
    expect(content).toContain('"본문"')
  })

  it('name the first reads of a page whose sections load API data, once each, for <head> to preload', () => {
    const list = { type: 'press-list', loadingLabel: { ko: '불러오는 중', en: 'Loading' } }
    const [, content] = generatePageModule(route({ sections: [list, list] as never }), [], { 'press-list': { loads: 'listMediaNews' } })
    expect(content).toContain(`import { listMediaNews } from '../operations/list-media-news.gen'`)
    expect(content.match(/import \{ listMediaNews \}/g)).toHaveLength(1)
    expect(content).toContain('export const preloads: readonly FirstReadPreload[] = import.meta.env.SSR ? [readPreload(listMediaNews)] : []')
    expect(content).toContain(`const data1 = useOperation(listMediaNews)`)
    expect(generatePageModule(route({}))[1]).not.toContain('preloads')
  })

  it('name the interface-string namespaces its sections declare, once each, for the loader to fetch in one language', () => {
    const form = { type: 'issuance-form', targets: [{ endpoint: 'OpenBadges' }], company: 'x', lang: 'ko-KR', sendsLanguage: false }
    const [, content] = generatePageModule(route({ sections: [form, form] as never }), [], { 'issuance-form': { strings: ['issuance'] } })
    expect(content).toContain(`import type { LazyNamespace } from '../../app/i18n'`)
    expect(content).toContain('export const namespaces: readonly LazyNamespace[] = ["issuance"]')
    expect(generatePageModule(route({}))[1]).not.toContain('namespaces')
  })

  it('give an event page its own layout, and put a section declared inClaimWindow inside the claim window when it has one', () => {
    const form = { type: 'issuance-form', targets: [{ endpoint: 'OpenBadges' }], company: 'aeskr', lang: 'ko-KR', sendsLanguage: false } as never
    const intro = { type: 'event-intro', title: { ko: '행사', en: 'Event' } } as never
    const claims = { closes: { at: 1790758800000, text: { ko: '2026년 9월 30일 18:00', en: '30 September 2026 at 18:00' } } }
    const event = { slug: 'aeskr' } as SiteRoute['event']
    // What the two types declare (manifest/sections/<type>.ts); the generator knows no type by name.
    const declared = { 'event-intro': { opensPage: true as const }, 'issuance-form': { inClaimWindow: true as const } }
    const [, windowed] = generatePageModule(route({ id: 'AeskrEventPage', sections: [intro, form], event, claims, inquiryBanner: false }), [], declared)
    // Its own layout: the intro opens the page and holds the h1, so no page head, and no inquiry band.
    expect(windowed).toContain('<EventLayout>')
    expect(windowed).toContain(`import { EventLayout } from '../../app/event-layout'`)
    expect(windowed).not.toContain('PageLayout')
    expect(windowed).not.toContain('content.head')
    expect(windowed).toContain(`import { ClaimWindow, type ClaimMoments } from '../../components/claim-window/claim-window'`)
    expect(windowed).toContain('const claims: ClaimMoments = {')
    expect(windowed).toContain('      <ClaimWindow claims={claims}>\n        <IssuanceFormSection section={section1} />\n      </ClaimWindow>')
    const [, always] = generatePageModule(route({ id: 'AeskrEventPage', sections: [intro, form], event }), [], declared)
    expect(always).not.toContain('ClaimWindow')
    expect(always).toContain('      <IssuanceFormSection section={section1} />')
    // Undeclared, the same sections are drawn as any others: after a page head, outside any window.
    const undeclaredRoute = route({ id: 'AeskrEventPage', sections: [intro, form], event, claims, inquiryBanner: false })
    const [, undeclared] = generatePageModule(undeclaredRoute)
    expect(generatePageContent(undeclaredRoute)[0]![1]).toContain('head: PageHeadContent')
    expect(undeclared).not.toContain('ClaimWindow')
  })

  it('open a page with the page head unless its first section declares opensPage', () => {
    const band = { type: 'pull-quote', quote: { ko: '인용', en: 'Quote' } } as never
    const opening = generatePageModule(route({ sections: [band] }), [], { 'pull-quote': { opensPage: true } })[1]
    expect(opening).not.toContain('content.head')
    expect(generatePageContent(route({ sections: [band] }), [], { 'pull-quote': { opensPage: true } })[0]![1]).not.toContain('PageHeadContent')
    expect(opening).toContain('<PageLayout inquiryBanner>')
    // Only as the first section: further down, the page head still opens the page.
    const text = { type: 'text', heading: { ko: '제목', en: 'Heading' }, paragraphs: [] } as never
    const later = generatePageModule(route({ sections: [text, band] }), [], { 'pull-quote': { opensPage: true } })[1]
    expect(later).toContain('<PageLayout head={content.head} inquiryBanner>')
  })

  it('render only the page head and the inquiry band when a page has no sections yet', () => {
    const trail = [{ label: { ko: '회사', en: 'Company' }, page: 'CompanyPage' }, { label: { ko: '언론 보도', en: 'Press' }, page: 'PressPage' }]
    const [, content] = generatePageModule(route({}), [], {}, trail)
    expect(content).toContain('return <PageLayout head={content.head} inquiryBanner />')
    expect(content).not.toContain('sections/')
    // The head's words are in the content modules: the steps before the page; the page itself is
    // named by its title, which says the same.
    const [[, ko], [, en]] = generatePageContent(route({}), [], {}, trail) as [[string, string], [string, string]]
    expect(ko).toContain('"head": {\n    "trail": [\n      {\n        "label": "회사",')
    expect(ko).not.toContain('"here"')
    expect(en).toContain('"title": "Press"')
    expect(en).not.toContain('회사')
  })

  it('draw a closing call to action inside the inquiry band, not above it (manifest/closing-band.ts)', () => {
    const text = { type: 'text', heading: { ko: '제목', en: 'Heading' }, paragraphs: [{ ko: '본문', en: 'Body' }] } as SiteRoute['sections'][number]
    const actions = { type: 'actions', items: [{ label: { ko: '갤러리', en: 'Gallery' }, page: 'BadgesGalleryPage' }] } as SiteRoute['sections'][number]
    const banner = { type: 'banner', heading: { ko: '블로그', en: 'Blog' }, text: { ko: '글', en: 'Posts' }, link: { label: { ko: '블로그', en: 'Blog' }, external: 'blog' } } as SiteRoute['sections'][number]
    const [, endsWithActions] = generatePageModule(route({ sections: [text, actions] }))
    expect(endsWithActions).toContain('<PageLayout head={content.head} inquiryBanner closing={section1}>')
    expect(endsWithActions).not.toContain('<ActionsSection')
    expect(endsWithActions).not.toContain(`import ActionsSection`)
    const [, endsWithBanner] = generatePageModule(route({ sections: [text, banner] }), [], { banner: { byLanguage: true } })
    expect(endsWithBanner).toContain('inquiryBanner closing={content.section1}>')
    expect(endsWithBanner).not.toContain('<BannerSection')
    // A call to action in the middle stays where it is; the band follows the last section.
    const [, inTheMiddle] = generatePageModule(route({ sections: [actions, text] }))
    expect(inTheMiddle).toContain('<ActionsSection section={section0} />')
    expect(inTheMiddle).toContain('<PageLayout head={content.head} inquiryBanner>')
    // A page without the band keeps its last section.
    const [, withoutBand] = generatePageModule(route({ sections: [text, actions], inquiryBanner: false }))
    expect(withoutBand).toContain('<ActionsSection section={section1} />')
    expect(withoutBand).not.toContain('inquiryBanner')
  })
})

describe('long-text (byLanguage) sections', () => {
  const legal = {
    type: 'legal-document' as const,
    documents: [
      {
        id: 'terms',
        title: { ko: '약관', en: 'Terms' },
        effective: '2021-10-01',
        amended: [],
        text: {
          ko: { preamble: [], articles: [{ title: '목적', paragraphs: ['목적입니다.'] }] },
          en: { preamble: [], articles: [{ title: 'Purpose', paragraphs: ['The purpose.'] }] },
        },
      },
    ],
  }
  const page = route({
    id: 'TermsOfServicePage',
    path: 'terms_of_service',
    sections: [{ type: 'text', heading: { ko: '제목', en: 'Heading' }, paragraphs: [{ ko: '본문', en: 'Body' }] }, legal],
  })
  const capabilities = { 'legal-document': { byLanguage: true as const } }

  it('stay out of the page module, which hands the loader a module per language', async () => {
    const [, content] = generatePageModule(page, [], capabilities)
    await expect(content).toMatchFileSnapshot('__fixtures__/terms-page.want.tsx.txt')
    expect(content).not.toContain('목적')
    expect(content).toContain('본문')
  })

  it('are written once per language, each pair resolved to that language', () => {
    const files = generatePageContent(page, [], capabilities)
    expect(files.map(([file]) => file)).toEqual([
      'src/generated/pages/terms-of-service-page.ko.gen.ts',
      'src/generated/pages/terms-of-service-page.en.gen.ts',
    ])
    const [[, ko], [, en]] = files as [[string, string], [string, string]]
    expect(ko).toContain('"title": "약관"')
    expect(ko).not.toContain('Purpose')
    expect(en).toContain('"paragraphs": [\n                "The purpose."')
    expect(en).not.toContain('목적')
    expect(en).not.toContain('본문')
    // A page without long text still has its words there: its title and description, its page head.
    expect(generatePageContent(route({}), [], capabilities)[1]![1]).toContain('const content: { meta: PageText; head: PageHeadContent } = {\n  "meta": {\n    "title": "Press",')
  })

  it('resolve exactly the objects whose keys are ko and en, at any depth', () => {
    const value = { title: { ko: '가', en: 'A' }, list: [{ ko: ['나'], en: ['B'] }], dated: { ko: '다', en: 'C', at: '2024' }, n: 1 }
    expect(inLanguage(value, 'en')).toEqual({ title: 'A', list: [['B']], dated: { ko: '다', en: 'C', at: '2024' }, n: 1 })
  })
})

describe('a page each of whose items is a page (a section with `item`)', () => {
  const notices = { type: 'notice-detail', notices: [{ id: 1 }, { id: 2 }] } as never
  const page = route({ id: 'NoticeViewPage', path: 'company/event-detail', query: [{ kind: 'integer', name: 'id' }], sections: [notices] })
  const item = { query: 'id', ids: (section: { notices: { id: number }[] }) => section.notices.map((n) => n.id) }
  const capabilities = { 'notice-detail': { byLanguage: true as const, item } }

  it("hands the loader the section's item finder, and reruns the loader when the query names another item", () => {
    const [, content] = generatePageModule(page, [], capabilities)
    expect(content).toContain(`import { pageItem } from '../../sections/notice-detail/notice-detail-item'`)
    expect(content).toContain(`type PageContent = Omit<typeof import('./notice-view-page.ko.gen').default, 'meta'>`)
    expect(content).toContain(`export const itemOf = (content: PageContent, search: object) => pageItem(content.section0, search)`)
    const tree = generateRouteTree([page], capabilities)
    // Only the items' ids name an item: any other renders as the page without one, as served.
    expect(tree).toContain('validateSearch: (search: Record<string, unknown>) => ({ id: itemParam(search.id, [1, 2]) }),')
    expect(tree).toContain('loaderDeps: ({ search }) => search,')
    expect(tree).toContain(`loader: ({ params, deps, context }) => loadPage('NoticeViewPage', params.lang, () => import('./pages/notice-view-page.gen'), { search: deps, builtReads: context.builtReads }),`)
  })

  it('leaves every other page as it was', () => {
    expect(generatePageModule(page, [], { 'notice-detail': { byLanguage: true } })[1]).not.toContain('itemOf')
    expect(generateRouteTree([page])).not.toContain('loaderDeps')
  })

  it('refuses an item section that is not read in one language, two on a page, or one without its query parameter', () => {
    expect(() => generatePageModule(page, [], { 'notice-detail': { item } })).toThrow('section type "notice-detail": item needs byLanguage')
    expect(() => generateRouteTree([{ ...page, query: [] }], capabilities)).toThrow(`NoticeViewPage: section "notice-detail" names its items by the query parameter "id"; declare it`)
    expect(() => generatePageModule({ ...page, sections: [notices, notices] }, [], capabilities)).toThrow('NoticeViewPage: 2 sections whose items are pages')
  })
})

describe('the drift check', () => {
  it('takes only a file that is not there for missing: another read error stops it', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'codegen-'))
    await mkdir(path.join(root, 'src/generated/site.gen.ts'), { recursive: true })
    const outputs = new Map([['src/generated/site.gen.ts', 'new\n']])
    await expect(syncOutputs(root, outputs, { ownedDirs: [], check: true })).rejects.toThrow(/EISDIR/)
  })

  it('lists stale and orphaned files without touching them, and writing makes it clean', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'codegen-'))
    await mkdir(path.join(root, 'src/generated'), { recursive: true })
    await writeFile(path.join(root, 'src/generated/site.gen.ts'), 'old\n')
    await writeFile(path.join(root, 'src/generated/removed-page.gen.tsx'), 'orphan\n')
    const outputs = new Map([
      ['src/generated/site.gen.ts', 'new\n'],
      ['src/generated/route-tree.gen.ts', 'tree\n'],
    ])
    const options = { ownedDirs: ['src/generated'] }

    const check = await syncOutputs(root, outputs, { ...options, check: true })
    expect(check.stale).toEqual([
      'src/generated/route-tree.gen.ts',
      'src/generated/site.gen.ts',
      'src/generated/removed-page.gen.tsx (no longer generated)',
    ])
    expect(await readFile(path.join(root, 'src/generated/site.gen.ts'), 'utf8')).toBe('old\n')

    await syncOutputs(root, outputs, { ...options, check: false })
    expect((await syncOutputs(root, outputs, { ...options, check: true })).stale).toEqual([])
    expect(await readFile(path.join(root, 'src/generated/site.gen.ts'), 'utf8')).toBe('new\n')
  })
})
