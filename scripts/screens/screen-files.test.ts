import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import { describe, expect, it } from 'vitest'
import { screenFiles } from './draw-screens'
import { dashboardPath, dashboardWords } from './issuer-dashboard'
import { panelSize } from './screen-parts'
import { verificationPath, verificationWords } from './verification-result'
import { walletScreenPath, walletScreenSize, walletWords } from './wallet-screen'

const publicDir = path.resolve(import.meta.dirname, '../../public')
const stale = 'stale: run npm run draw:screens'

/** Every screen: where it lives, its title in each language, and its declared size. */
const screens = [
  { path: walletScreenPath, words: walletWords, size: walletScreenSize },
  { path: dashboardPath, words: dashboardWords, size: panelSize },
  { path: verificationPath, words: verificationWords, size: panelSize },
]

describe('the drawn product screens in public/', () => {
  const files = screenFiles()

  it('are as the script draws them, in both languages', () => {
    expect(files.map((f) => f.file).sort()).toEqual(screens.flatMap((s) => [s.path('en'), s.path('ko')]).sort())
    for (const { file, svg } of files) expect(readFileSync(path.join(publicDir, file), 'utf8'), `${file}: ${stale}`).toBe(svg)
  })

  it('are outlines in the brand face, in their language, drawn inside their declared box', () => {
    for (const screen of screens) {
      for (const locale of ['ko', 'en'] as const) {
        const svg = files.find((f) => f.file === screen.path(locale))!.svg
        const { width, height } = screen.size
        expect(svg).not.toMatch(/<text\b|font-family/)
        expect(svg).toContain(`lang="${locale}"`)
        expect(svg).toContain(`<title>${screen.words[locale].title}</title>`)
        expect(svg).toContain(`viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"`)
        // No word was cut to fit its box.
        expect(svg, screen.path(locale)).not.toMatch(/…/)
        const box = new Resvg(svg, { font: { loadSystemFonts: false }, logLevel: 'off' }).getBBox()!
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.y).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width).toBeLessThanOrEqual(width)
        expect(box.y + box.height).toBeLessThanOrEqual(height)
      }
    }
  })
})
