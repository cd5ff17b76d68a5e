import { describe, expect, it } from 'vitest'
import { collectingManifestIssues, parseEntry } from './define'
import { EventSchema } from './event'
import { PageSchema } from './page'

const validEvent = {
  id: 'AeskrEventPage',
  slug: 'aeskr',
  interfaceLanguage: 'ko',
  endpoint: 'OpenBadges',
  company: 'aeskr',
  title: { ko: '행사', en: 'Event' },
  description: { ko: '설명', en: 'About' },
  badge: { image: '/events/aeskr.svg', alt: { ko: '메달', en: 'A medal' }, publicUrl: 'https://badges.example/aeskr' },
}

/** The message a maintainer sees when an entry is wrong. */
function errorOf(schema: Parameters<typeof parseEntry>[0], input: unknown, file: string): string {
  try {
    parseEntry(schema, input, file)
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('expected the entry to be rejected')
}

describe('manifest entries fail at definition time with file, field and fix', () => {
  it('accepts a valid event and fills defaults', () => {
    expect(parseEntry(EventSchema, validEvent, 'manifest/events/aeskr.ts').sendsLanguage).toBe(false)
  })

  it('names a missing field', () => {
    const { company: _company, ...noCompany } = validEvent
    expect(errorOf(EventSchema, noCompany, 'manifest/events/aeskr.ts')).toMatchInlineSnapshot(
      `"manifest/events/aeskr.ts: company: required"`,
    )
  })

  it('names a missing translation', () => {
    const input = { ...validEvent, title: { ko: '행사' } }
    expect(errorOf(EventSchema, input, 'manifest/events/aeskr.ts')).toMatchInlineSnapshot(
      `"manifest/events/aeskr.ts: title.en: required"`,
    )
  })

  it('names every wrong field of a page, one per line', () => {
    const input = {
      id: 'press',
      path: '/company/press/',
      title: { ko: '', en: 'Press' },
      description: { ko: '설명', en: 'x'.repeat(161) },
      colour: 'blue',
    }
    expect(errorOf(PageSchema, input, 'manifest/pages/press.ts')).toMatchInlineSnapshot(`
      "manifest/pages/press.ts: id: a PascalCase route name ending in "Page"
      manifest/pages/press.ts: path: lower-case segments without leading or trailing "/"
      manifest/pages/press.ts: title.ko: Korean text is required
      manifest/pages/press.ts: description.en: Too big: expected string to have <=160 characters
      manifest/pages/press.ts: (entry): Unrecognized key: "colour""
    `)
  })

  it('rejects an enum value with the allowed ones', () => {
    expect(errorOf(EventSchema, { ...validEvent, interfaceLanguage: 'ja' }, 'manifest/events/x.ts')).toMatchInlineSnapshot(
      `"manifest/events/x.ts: interfaceLanguage: Invalid option: expected one of "ko"|"en""`,
    )
  })

  it('checks a query default against its values', () => {
    const page = {
      id: 'GalleryPage',
      path: 'gallery',
      title: { ko: '갤러리', en: 'Gallery' },
      description: { ko: '설명', en: 'About' },
      query: [{ kind: 'enum', name: 'category', values: ['all', 'edu'], default: 'corp' }],
    }
    expect(errorOf(PageSchema, page, 'manifest/pages/gallery.ts')).toMatchInlineSnapshot(
      `"manifest/pages/gallery.ts: query[0].default: default must be one of values"`,
    )
  })
})

describe('while codegen loads the manifest, every broken entry is named in one run', () => {
  const { company: _company, ...noCompany } = validEvent

  it('names the problems of every entry, not only the first', async () => {
    const loading = collectingManifestIssues(async () => {
      parseEntry(EventSchema, noCompany, 'manifest/events/aeskr.ts')
      parseEntry(EventSchema, validEvent, 'manifest/events/fine.ts')
      parseEntry(EventSchema, { ...validEvent, slug: 'Not A Slug' }, 'manifest/events/other.ts')
    })
    await expect(loading).rejects.toThrow(
      'manifest/events/aeskr.ts: company: required\nmanifest/events/other.ts: slug: lower-case letters, digits and dashes',
    )
  })

  it('reports the entries, not the crash their being broken causes later in the load', async () => {
    const loading = collectingManifestIssues(async () => {
      const entry = parseEntry(EventSchema, { ...validEvent, badge: undefined }, 'manifest/events/aeskr.ts')
      return entry.badge.image
    })
    await expect(loading).rejects.toThrow(/^manifest\/events\/aeskr\.ts: badge: required$/)
  })

  it('throws at definition again once the load is over', async () => {
    await collectingManifestIssues(async () => parseEntry(EventSchema, validEvent, 'manifest/events/aeskr.ts'))
    expect(() => parseEntry(EventSchema, noCompany, 'manifest/events/aeskr.ts')).toThrow('company: required')
  })
})
