import type { Manifest as ViteManifest } from 'vite'
import { describe, expect, it } from 'vitest'
import { siteStylesheets, stylesheetPreloadHeader } from './stylesheet-preload'

const chunk = (file: string, more: Partial<ViteManifest[string]> = {}) => ({ file, ...more })

describe('the style sheets every page asks for with its headers', () => {
  it('reads the one sheet Vite files under its own key when CSS is not split', () => {
    const vite: ViteManifest = {
      'src/app/entry-client.tsx': chunk('assets/entry-client-a1.js', { isEntry: true, dynamicImports: ['src/app/hydrate-app.tsx'] }),
      'src/app/hydrate-app.tsx': chunk('assets/hydrate-app-b2.js', { isDynamicEntry: true }),
      'style.css': chunk('assets/style-c3.css', { src: 'style.css' }),
    }
    expect(siteStylesheets(vite)).toEqual(['/assets/style-c3.css'])
  })

  it("reads the entry's own sheets, once each, and no lazy chunk's", () => {
    const vite: ViteManifest = {
      'src/app/entry-client.tsx': chunk('assets/entry-client-a1.js', { isEntry: true, css: ['assets/entry-d4.css'] }),
      'src/pages/gallery.tsx': chunk('assets/gallery-e5.js', { isDynamicEntry: true, css: ['assets/gallery-f6.css'] }),
      'style.css': chunk('assets/entry-d4.css'),
    }
    expect(siteStylesheets(vite)).toEqual(['/assets/entry-d4.css'])
  })

  it('writes one preload a sheet, and nothing without a sheet', () => {
    expect(stylesheetPreloadHeader(['/assets/a.css', '/assets/b.css'])).toBe('</assets/a.css>; rel=preload; as=style, </assets/b.css>; rel=preload; as=style')
    expect(stylesheetPreloadHeader([])).toBe('')
  })
})
