import { describe, expect, it } from 'vitest'
import type { QueryParam } from '../manifest/schema/page'
import { withQueryDefaults } from './link-search'

const gallery: { id: string; query: QueryParam[] } = {
  id: 'BadgesGalleryPage',
  query: [
    { kind: 'enum', name: 'category', values: ['all', 'edu'], default: 'all' },
    { kind: 'text', name: 'search', default: '' },
  ],
}
const notice: { id: string; query: QueryParam[] } = { id: 'NoticeViewPage', query: [{ kind: 'integer', name: 'id' }] }
const label = { ko: '갤러리', en: 'Gallery' }

describe('withQueryDefaults', () => {
  it("writes the target page's defaults into a link that names none, in the page's order", () => {
    const menus = [{ items: [{ label, page: 'BadgesGalleryPage' }] }]
    expect(withQueryDefaults(menus, [gallery])).toEqual([{ items: [{ label, page: 'BadgesGalleryPage', search: { category: 'all', search: '' } }] }])
    expect(menus[0]!.items[0]).not.toHaveProperty('search')
  })

  it('keeps what a link names, and leaves a parameter without a default (an integer) out', () => {
    const links = [
      { label, page: 'BadgesGalleryPage', search: { search: 'data', category: 'edu' } },
      { label, page: 'NoticeViewPage' },
      { label, page: 'NoticeViewPage', search: { id: '3' } },
      { label, page: 'HomePage' },
    ]
    expect(withQueryDefaults(links, [gallery, notice, { id: 'HomePage', query: [] }])).toEqual([
      { label, page: 'BadgesGalleryPage', search: { category: 'edu', search: 'data' } },
      { label, page: 'NoticeViewPage' },
      { label, page: 'NoticeViewPage', search: { id: '3' } },
      { label, page: 'HomePage' },
    ])
  })
})
