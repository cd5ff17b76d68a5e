import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PNG } from 'pngjs'
import { beforeAll, describe, expect, it } from 'vitest'
import { pngSize } from '../posters/logo-file'
import { appIcons, brandLogo, faviconFiles, writeFavicons } from './favicons'

/** A build folder holding the icons drawn from `mark`, as the prerender draws them. */
async function drawnFrom(mark: string | Buffer): Promise<string> {
  const dist = mkdtempSync(path.join(tmpdir(), 'favicons-'))
  mkdirSync(path.join(dist, 'brand'))
  writeFileSync(path.join(dist, 'brand/mark.svg'), mark)
  await writeFavicons(dist, '/brand/mark.svg')
  return dist
}

// Ours, and a provider's mark that fills its whole square (the worst case for a launcher's crop).
let dist: string
let squareMarkDist: string

beforeAll(async () => {
  dist = await drawnFrom(readFileSync(new URL('../../public/brand/mark.svg', import.meta.url)))
  squareMarkDist = await drawnFrom('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#1f4fd1"/></svg>')
})

/** The colour of a pixel as `#rrggbb` and its opacity (0-255). */
function pixel(png: PNG, x: number, y: number): { colour: string; alpha: number } {
  const at = (png.width * y + x) * 4
  const hex = [0, 1, 2].map((i) => png.data[at + i]!.toString(16).padStart(2, '0')).join('')
  return { colour: `#${hex}`, alpha: png.data[at + 3]! }
}

describe('the favicon fallbacks drawn from the mark', () => {
  it('write an ICO of 16, 32 and 48 px PNGs and an opaque 180 px touch icon', () => {
    const ico = readFileSync(path.join(dist, faviconFiles.ico))
    expect([ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([1, 3])
    const images = [0, 1, 2].map((i) => {
      const [size, offset] = [ico.readUInt32LE(6 + 16 * i + 8), ico.readUInt32LE(6 + 16 * i + 12)]
      return pngSize(ico.subarray(offset, offset + size))
    })
    expect(images).toEqual([16, 32, 48].map((side) => ({ width: side, height: side })))
    const touch = PNG.sync.read(readFileSync(path.join(dist, faviconFiles.touchIcon)))
    expect([touch.width, touch.height]).toEqual([180, 180])
    expect(pixel(touch, 0, 0)).toEqual({ colour: '#ffffff', alpha: 255 })
  })
})

describe('the app icons of the web app manifests', () => {
  it('are PNGs of 192 and 512 px, each purpose at both sizes', () => {
    expect(appIcons.map((i) => [i.src, i.size, i.purpose])).toEqual([
      ['/app-icons/any-192.png', 192, 'any'],
      ['/app-icons/any-512.png', 512, 'any'],
      ['/app-icons/maskable-192.png', 192, 'maskable'],
      ['/app-icons/maskable-512.png', 512, 'maskable'],
    ])
    for (const icon of appIcons) {
      expect(pngSize(readFileSync(path.join(dist, icon.src))), icon.src).toEqual({ width: icon.size, height: icon.size })
    }
  })

  it('show the mark as it is: the brand blue at the centre, transparent corners', () => {
    for (const icon of appIcons.filter((i) => i.purpose === 'any')) {
      const png = PNG.sync.read(readFileSync(path.join(dist, icon.src)))
      // The mark's hexagon is blue around a white ring: a quarter of the way down the middle is blue.
      expect(pixel(png, icon.size / 2, Math.round(icon.size / 4)), icon.src).toEqual({ colour: '#1f4fd1', alpha: 255 })
      expect(pixel(png, 0, 0).alpha, icon.src).toBe(0)
    }
  })

  it.each([
    ['the mark', () => dist],
    ['a square mark', () => squareMarkDist],
  ])('maskable ones, from %s: opaque white wherever a launcher may crop, the whole mark inside the safe zone', (_, folder) => {
    for (const icon of appIcons.filter((i) => i.purpose === 'maskable')) {
      const png = PNG.sync.read(readFileSync(path.join(folder(), icon.src)))
      const centre = icon.size / 2
      const safeRadius = icon.size * 0.4
      let [markInside, translucent] = [0, 0]
      const cropped = new Set<string>()
      for (let y = 0; y < icon.size; y++) {
        for (let x = 0; x < icon.size; x++) {
          const { colour, alpha } = pixel(png, x, y)
          if (alpha !== 255) translucent++
          const outside = Math.hypot(x + 0.5 - centre, y + 0.5 - centre) > safeRadius
          if (outside) cropped.add(colour)
          else if (colour === '#1f4fd1') markInside++
        }
      }
      expect(translucent, `${icon.src}: pixels not opaque`).toBe(0)
      expect([...cropped], `${icon.src}: colours outside the safe zone`).toEqual(['#ffffff'])
      // The mark is there, and not a speck: at least a tenth of the icon is its blue.
      expect(markInside / icon.size ** 2, icon.src).toBeGreaterThan(0.1)
    }
  })
})

describe("the search engines' logo", () => {
  // Google's logo guidelines: a raster file of at least 112 x 112 px that looks right on white.
  it('is a square PNG of at least 112 px showing the mark as it is', () => {
    expect(brandLogo.src).toMatch(/\.png$/)
    const png = PNG.sync.read(readFileSync(path.join(dist, brandLogo.src)))
    expect([png.width, png.height]).toEqual([brandLogo.size, brandLogo.size])
    expect(png.width).toBeGreaterThanOrEqual(112)
    expect(pixel(png, png.width / 2, Math.round(png.width / 4))).toEqual({ colour: '#1f4fd1', alpha: 255 })
  })
})
