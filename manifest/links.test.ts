import { describe, expect, it } from 'vitest'
import { findInternalLinks } from './links'

describe('findInternalLinks', () => {
  it('finds links at any depth with their place, and skips external links and plain text', () => {
    const value = {
      heading: { ko: '제목', en: 'Title' },
      columns: [
        { buttons: [{ label: { ko: 'a', en: 'a' }, external: 'blog' }, { label: { ko: 'b', en: 'b' }, page: 'PressPage' }] },
        { deep: { link: { label: { ko: 'c', en: 'c' }, page: 'HomePage', search: { x: '1' } } } },
      ],
    }
    expect(findInternalLinks(value, 'sections[3]')).toEqual([
      { at: 'sections[3].columns[0].buttons[1]', link: { label: { ko: 'b', en: 'b' }, page: 'PressPage' } },
      { at: 'sections[3].columns[1].deep.link', link: { label: { ko: 'c', en: 'c' }, page: 'HomePage', search: { x: '1' } } },
    ])
  })

  it('finds nothing in values without links', () => {
    expect(findInternalLinks([1, 'two', null, { page: 3 }])).toEqual([])
  })
})
