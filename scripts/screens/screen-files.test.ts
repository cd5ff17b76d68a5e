import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import { describe, expect, it } from 'vitest'
import { badgePageNarrowPath, badgePageNarrowSize, badgePagePath, badgePageWords } from './badge-page'
import { screenFiles } from './draw-screens'
import { dashboardNarrowPath, dashboardNarrowSize, dashboardPath, dashboardWords } from './issuer-dashboard'
import { panelSize } from './screen-parts'
import { verificationNarrowPath, verificationNarrowSize, verificationPath, verificationWords } from './verification-result'
import { walletNarrowPath, walletNarrowSize, walletScreenPath, walletScreenSize, walletWords } from './wallet-screen'

const publicDir = path.resolve(import.meta.dirname, '../../public')
const stale = 'stale: run npm run draw:screens'

/** Every screen: where it lives, its title in each language, and its declared size; `narrow` for a phone's screen. */
const screens = [
  { path: walletScreenPath, words: walletWords, size: walletScreenSize },
  { path: walletNarrowPath, words: walletWords, size: walletNarrowSize, narrow: true },
  { path: dashboardPath, words: dashboardWords, size: panelSize },
  { path: dashboardNarrowPath, words: dashboardWords, size: dashboardNarrowSize, narrow: true },
  { path: verificationPath, words: verificationWords, size: panelSize },
  { path: verificationNarrowPath, words: verificationWords, size: verificationNarrowSize, narrow: true },
  { path: badgePagePath, words: badgePageWords, size: panelSize },
  { path: badgePageNarrowPath, words: badgePageWords, size: badgePageNarrowSize, narrow: true },
]

/** The size of every run of words in a drawing, in its own pixels (the typesetter scales 1000-unit outlines). */
const textSizes = (svg: string) => [...svg.matchAll(/<g transform="translate\([^)]*\) scale\(([\d.]+)\)" fill="[^"]*"><use /g)].map((m) => Number(m[1]) * 1000)

/**
 * The narrowest a narrow picture is shown: a 320 px screen less the page's gutters (1.5rem each
 * side). Its words must stay readable there, 11 CSS px or more; from 321 to 599 px it is larger.
 */
const narrowestColumn = 320 - 2 * 24

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

  it('drawn for a phone, keep their smallest words at 11 px or more on a 320 px screen', () => {
    for (const screen of screens.filter((s) => s.narrow)) {
      for (const locale of ['ko', 'en'] as const) {
        const sizes = textSizes(files.find((f) => f.file === screen.path(locale))!.svg)
        expect(sizes.length, screen.path(locale)).toBeGreaterThan(10)
        const smallest = (Math.min(...sizes) * Math.min(1, narrowestColumn / screen.size.width))
        expect(smallest, `${screen.path(locale)}: its smallest words at 320 px`).toBeGreaterThanOrEqual(11)
      }
    }
  })
})
