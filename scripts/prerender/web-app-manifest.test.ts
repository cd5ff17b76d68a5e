import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadSite } from '../../manifest/site'
import { palette } from '../../src/styles/palette'
import { pngSize } from '../posters/logo-file'
import { writeFavicons } from './favicons'
import { webAppManifests, webAppTags, writeWebAppManifests, type WebAppManifest } from './web-app-manifest'

const site = loadSite()
const manifests = webAppManifests(site)
const parsed = (locale: 'ko' | 'en') => JSON.parse(manifests.find((m) => m.locale === locale)!.json) as WebAppManifest

describe('the web app manifests', () => {
  it('are one per language, at /manifest-{kor,eng}.webmanifest', () => {
    expect(manifests.map((m) => [m.locale, m.path])).toEqual([
      ['ko', '/manifest-kor.webmanifest'],
      ['en', '/manifest-eng.webmanifest'],
    ])
  })

  it.each([
    ['ko', '오배지', '/kor'],
    ['en', 'oBadge', '/eng'],
  ] as const)('in %s: the brand name, the language, and its home as the start', (locale, name, home) => {
    const manifest = parsed(locale)
    expect(manifest).toMatchObject({ id: home, name, short_name: name, lang: locale, dir: 'ltr', start_url: home, scope: '/', display: 'minimal-ui' })
    expect(manifest.description).toBe(site.routes.find((r) => r.id === 'HomePage')!.description[locale])
  })

  it("take their colours from the theme's tokens: the brand blue the mark is drawn in, the page's white", () => {
    const mark = readFileSync(new URL('../../public/brand/mark.svg', import.meta.url), 'utf8')
    for (const locale of ['ko', 'en'] as const) {
      const manifest = parsed(locale)
      expect(manifest.theme_color).toBe(palette.brand)
      expect(mark).toContain(`fill="${manifest.theme_color}"`)
      expect(manifest.background_color).toBe(palette.surface)
    }
  })

  it('list icons the build draws, at the sizes they declare: 192 and 512, any and maskable', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'web-app-'))
    mkdirSync(path.join(dist, 'brand'))
    writeFileSync(path.join(dist, 'brand/mark.svg'), readFileSync(new URL('../../public/brand/mark.svg', import.meta.url)))
    await writeFavicons(dist, '/brand/mark.svg')
    await writeWebAppManifests(dist, site)
    for (const { path: file, locale } of manifests) {
      const manifest = JSON.parse(readFileSync(path.join(dist, file), 'utf8')) as WebAppManifest
      expect(manifest).toEqual(parsed(locale))
      expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable'])
      for (const icon of manifest.icons) {
        expect(icon.type).toBe('image/png')
        const [width, height] = icon.sizes.split('x').map(Number)
        expect(pngSize(readFileSync(path.join(dist, icon.src))), icon.src).toEqual({ width, height })
      }
    }
  })

  it('are linked from a page in its language, with the theme colour and the touch icon', () => {
    expect(webAppTags(site, 'ko')).toBe(
      '<link rel="manifest" href="/manifest-kor.webmanifest"/><meta name="theme-color" content="#1f4fd1"/><link rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon.png"/>',
    )
    expect(webAppTags(site, 'en')).toContain('<link rel="manifest" href="/manifest-eng.webmanifest"/>')
  })
})
