import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { popups } from '../popups'
import { pages } from './index'

const publicDir = path.resolve(import.meta.dirname, '../../public')

/** Every `{ src, width, height }` and every bare `/…svg` path inside a page's sections or popups. */
function images(value: unknown, found: { src: string; width?: number; height?: number }[] = []) {
  if (typeof value === 'string' && /^\/[^/].*\.(svg|png|webp|jpg)$/.test(value)) found.push({ src: value })
  else if (Array.isArray(value)) value.forEach((v) => images(v, found))
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>
    // A picture drawn once per language (`LocalizedImageSchema`): each file at the one declared size.
    const srcs = typeof o.src === 'string' ? [o.src] : o.src && typeof o.src === 'object' ? Object.values(o.src).filter((s) => typeof s === 'string') : []
    if (srcs.length > 0 && typeof o.width === 'number' && typeof o.height === 'number') {
      for (const src of srcs) found.push({ src, width: o.width, height: o.height })
      // The same picture drawn for a phone (`narrow`), at its own declared size.
      if (o.narrow) images(o.narrow, found)
    } else Object.values(o).forEach((v) => images(v, found))
  }
  return found
}

describe('page illustrations', () => {
  const all = [
    ...pages.flatMap((page) => images([page.image, page.sections]).map((image) => ({ page: page.id, ...image }))),
    ...popups.flatMap((popup) => images(popup).map((image) => ({ page: `popup ${popup.id}`, ...image }))),
  ]

  it('are files of public/', () => {
    expect(all.length).toBeGreaterThan(0)
    expect(all.filter((i) => !existsSync(path.join(publicDir, i.src))).map((i) => `${i.page}: ${i.src}`)).toEqual([])
  })

  it('are declared at the size the SVG is drawn at (no stretched art)', () => {
    const wrong = all.flatMap((i) => {
      if (!i.width || !i.src.endsWith('.svg')) return []
      const root = /<svg[^>]*>/.exec(readFileSync(path.join(publicDir, i.src), 'utf8'))?.[0] ?? ''
      const size = [/ width="(\d+)"/.exec(root)?.[1], / height="(\d+)"/.exec(root)?.[1]].map(Number)
      return size[0] === i.width && size[1] === i.height ? [] : [`${i.page}: ${i.src} is ${size.join('x')}, declared ${i.width}x${i.height}`]
    })
    expect(wrong).toEqual([])
  })
})
