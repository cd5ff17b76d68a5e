import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { pages } from './pages'

/** Every `src` of an image (`ImageSchema`) inside a value, wherever it sits. */
function imageSources(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(imageSources)
  if (typeof value !== 'object' || value === null) return []
  const here = 'src' in value && typeof value.src === 'string' && 'width' in value ? [value.src] : []
  return [...here, ...Object.values(value).flatMap(imageSources)]
}

describe('images of the pages', () => {
  it('every image a page section names is a file in public/', () => {
    const sources = pages.flatMap((page) => imageSources(page.sections))
    expect(sources.length).toBeGreaterThan(12)
    expect(sources.filter((src) => !existsSync(new URL(`../public${src}`, import.meta.url)))).toEqual([])
  })
})
