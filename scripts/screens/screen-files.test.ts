import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import { describe, expect, it } from 'vitest'
import { screenFiles, walletScreenPath, walletScreenSize, walletWords } from './draw-screens'

const publicDir = path.resolve(import.meta.dirname, '../../public')
const stale = 'stale: run npm run draw:screens'

describe('the drawn product screens in public/', () => {
  const files = screenFiles()

  it('are as the script draws them, in both languages', () => {
    expect(files.map((f) => f.file).sort()).toEqual([walletScreenPath('en'), walletScreenPath('ko')])
    for (const { file, svg } of files) expect(readFileSync(path.join(publicDir, file), 'utf8'), `${file}: ${stale}`).toBe(svg)
  })

  it('are outlines in the brand face, in their language, drawn inside their declared box', () => {
    for (const locale of ['ko', 'en'] as const) {
      const svg = files.find((f) => f.file === walletScreenPath(locale))!.svg
      expect(svg).not.toMatch(/<text\b|font-family/)
      expect(svg).toContain(`lang="${locale}"`)
      expect(svg).toContain(`<title>${walletWords[locale].title}</title>`)
      expect(svg).toContain(`viewBox="0 0 ${walletScreenSize.width} ${walletScreenSize.height}"`)
      const box = new Resvg(svg, { font: { loadSystemFonts: false }, logLevel: 'off' }).getBBox()!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.y).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(walletScreenSize.width)
      expect(box.y + box.height).toBeLessThanOrEqual(walletScreenSize.height)
    }
  })
})
