import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Manifest as ViteManifest } from 'vite'
import { describe, expect, it } from 'vitest'
import { site } from '../../src/generated/site.gen'
import { firstLoadFiles, firstLoadJsBytes, pageModuleId } from './first-load-js'
import { root } from './servers'

const manifest = JSON.parse(readFileSync(path.join(import.meta.dirname, '__fixtures__/vite-manifest.json'), 'utf8')) as ViteManifest
const sizes: Record<string, number> = {
  'assets/entry-client-EEE.js': 1_000,
  'assets/react-dom-RRR.js': 65_000,
  'assets/hydrate-app-YYY.js': 24_000,
  'assets/theme-TTT.js': 5_000,
  'assets/shared-AAA.js': 2_000,
  'assets/form-FFF.js': 30_000,
  'assets/home-page.gen-HHH.js': 1_000,
  'assets/contact-page.gen-CCC.js': 4_000,
  'assets/lazy-LLL.js': 50_000,
}
const gzipBytes = (file: string) => sizes[file] ?? Number.NaN

describe('first-load JS', () => {
  it('is the entry with its start-up chunks and the page module, each with its static imports, each file once', () => {
    expect(firstLoadFiles(manifest, 'src/generated/pages/home-page.gen.tsx')).toEqual([
      'assets/entry-client-EEE.js',
      'assets/home-page.gen-HHH.js',
      'assets/hydrate-app-YYY.js',
      'assets/react-dom-RRR.js',
      'assets/shared-AAA.js',
      'assets/theme-TTT.js',
    ])
    expect(firstLoadJsBytes(manifest, 'src/generated/pages/home-page.gen.tsx', gzipBytes).bytes).toBe(98_000)
  })

  it('follows a chunk that imports the entry back without looping, and leaves other dynamic imports and CSS out', () => {
    const { bytes, files } = firstLoadJsBytes(manifest, 'src/generated/pages/contact-page.gen.tsx', gzipBytes)
    expect(files.map((f) => f.file)).toEqual([
      'assets/contact-page.gen-CCC.js',
      'assets/entry-client-EEE.js',
      'assets/form-FFF.js',
      'assets/hydrate-app-YYY.js',
      'assets/react-dom-RRR.js',
      'assets/shared-AAA.js',
      'assets/theme-TTT.js',
    ])
    expect(bytes).toBe(131_000)
  })

  it('names a page module the build does not have', () => {
    expect(() => firstLoadFiles(manifest, 'src/generated/pages/gone-page.gen.tsx')).toThrow('vite manifest has no chunk "src/generated/pages/gone-page.gen.tsx"')
  })

  it('finds each page by the module name codegen gives it, and every event page by the one they share', () => {
    for (const route of site.routes) expect(existsSync(path.join(root, pageModuleId(route))), route.id).toBe(true)
    expect(pageModuleId({ id: 'SampleBadgesV3Page' })).toBe('src/generated/pages/sample-badges-v3-page.gen.tsx')
    expect(existsSync(path.join(root, pageModuleId({ id: 'AeskrEventPage', event: {} })))).toBe(true)
  })
})
