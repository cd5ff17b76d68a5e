import { describe, expect, it } from 'vitest'
import { listDocumentAtFile, listDocumentFor, listDocuments, pressPageIn } from './list-documents'

const segments = ['kor', 'eng'] as const
/** A build that wrote these files. */
const builtFiles = (files: string[]) => (file: string) => files.includes(file)
const press7 = builtFiles([...segments.flatMap((s) => [`/${s}/company/press/page-none.html`, ...[2, 3, 4, 5, 6, 7].map((n) => `/${s}/company/press/page-${n}.html`)])])

describe('list documents: one place for every view of a list', () => {
  it('reads a press page as written: none is the first, a plain whole number that page, anything else none', () => {
    expect(pressPageIn(null)).toBe(1)
    expect(pressPageIn('1')).toBe(1)
    expect(pressPageIn('7')).toBe(7)
    for (const written of ['0', '02', '2.0', '+2', '-1', 'abc', '', ' 2', '1e1']) expect(pressPageIn(written), written).toBeNull()
  })

  it('writes the gallery\'s other categories always, and the press pages 2..N with its "no posts" when the build read the list', () => {
    const offline = listDocuments(segments, undefined)
    expect(offline.map((d) => d.url)).toEqual(
      segments.flatMap((s) => ['edu', 'corp', 'group', 'etc'].map((c) => `/${s}/openbadge/badge-list?category=${c}`)),
    )
    const built = listDocuments(['kor'], 3)
    expect(built.filter((d) => d.list === 'press')).toEqual([
      { list: 'press', segment: 'kor', page: 2, url: '/kor/company/press?page=2', file: '/kor/company/press/page-2.html' },
      { list: 'press', segment: 'kor', page: 3, url: '/kor/company/press?page=3', file: '/kor/company/press/page-3.html' },
      { list: 'press', segment: 'kor', page: null, url: '/kor/company/press?page=0', file: '/kor/company/press/page-none.html' },
    ])
  })

  it('serves each press page its own file, and any other page the list\'s "no posts" with 404', () => {
    const press = (query: string) => listDocumentFor('PressPage', 'kor', new URLSearchParams(query), press7)
    expect(press('')).toEqual({ file: '/kor/company/press/index.html', status: 200 })
    expect(press('page=1')).toEqual({ file: '/kor/company/press/index.html', status: 200 })
    expect(press('page=2&utm_source=x')).toEqual({ file: '/kor/company/press/page-2.html', status: 200 })
    expect(press('page=7')).toEqual({ file: '/kor/company/press/page-7.html', status: 200 })
    for (const query of ['page=8', 'page=99', 'page=0', 'page=abc', 'page=02', 'page=']) {
      expect(press(query), query).toEqual({ file: '/kor/company/press/page-none.html', status: 404 })
    }
    // A build that could not read the list: the page's own rules (its own document, for any page).
    expect(listDocumentFor('PressPage', 'kor', new URLSearchParams('page=2'), () => false)).toBeUndefined()
  })

  it('serves each gallery category its own file, any other value the page\'s own, whatever the search', () => {
    const gallery = (query: string) => listDocumentFor('BadgesGalleryPage', 'eng', new URLSearchParams(query), () => false)?.file
    expect(gallery('category=edu&search=maple')).toBe('/eng/openbadge/badge-list/category-edu.html')
    expect(gallery('category=etc')).toBe('/eng/openbadge/badge-list/category-etc.html')
    for (const query of ['', 'category=all', 'category=EDU', 'category=other', 'search=x']) expect(gallery(query), query).toBe('/eng/openbadge/badge-list/index.html')
    expect(listDocumentFor('AboutPage', 'eng', new URLSearchParams('page=2'), () => true)).toBeUndefined()
  })

  it('names the address each written file is served at, and no other file', () => {
    for (const doc of listDocuments(segments, 7)) expect(listDocumentAtFile(doc.file, segments)).toBe(doc.url)
    expect(listDocumentAtFile('/kor/company/press/index.html', segments)).toBeUndefined()
    expect(listDocumentAtFile('/kor/openbadge/badge-list/index.html', segments)).toBeUndefined()
  })
})
