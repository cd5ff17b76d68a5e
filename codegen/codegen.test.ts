import { mkdtemp, readFile, writeFile, mkdir } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { SiteRoute } from '../manifest/site'
import { GENERATED_HEADER } from './header'
import { syncOutputs } from './outputs'
import { generatePageModule } from './page-modules'
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

  it('writes one lazily loaded route per page below /$lang, with query validation', async () => {
    await expect(generateRouteTree(given)).toMatchFileSnapshot('__fixtures__/route-tree.want.ts.txt')
  })

  // Determinism is checked across processes: CI's check:codegen compares a fresh run with the
  // committed files. Here only the marking.
  it('is marked as generated', () => {
    expect(generateRouteTree(given).startsWith(GENERATED_HEADER)).toBe(true)
  })
})

describe('page modules', () => {
  it('import exactly the sections a page lists, with their content inline', async () => {
    const [file, content] = generatePageModule(
      route({
        id: 'NotFoundPage',
        path: '404',
        sections: [
          { type: 'text', heading: { ko: '제목', en: 'Heading' }, paragraphs: [{ ko: '본문', en: 'Body' }] },
          { type: 'actions', items: [{ label: { ko: '홈', en: 'Home' }, page: 'HomePage' }] },
        ],
      }),
    )
    expect(file).toBe('src/generated/pages/not-found-page.gen.tsx')
    await expect(content).toMatchFileSnapshot('__fixtures__/not-found-page.want.tsx.txt')
  })

  it('render only the heading and lead when a page has no sections yet', () => {
    const [, content] = generatePageModule(route({}))
    expect(content).toContain('return <PageLayout meta={meta} />')
    expect(content).toContain('"en": "Press"')
    expect(content).not.toContain('sections/')
  })
})

describe('the drift check', () => {
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
