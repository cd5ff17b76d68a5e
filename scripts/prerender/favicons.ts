import { Resvg } from '@resvg/resvg-js'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { palette } from '../../src/styles/palette'

/**
 * The fallbacks of the SVG favicon, drawn at build from the brand's mark (manifest/brand.ts), so
 * a provider's own mark brings its own: `/favicon.ico`, which browsers without SVG favicons (and
 * every crawler) ask for by that name, and `/apple-touch-icon.png`, which iOS looks for by that
 * name for a home screen (opaque: iOS fills transparency with black), and which the prerender
 * also links (web-app-manifest.ts) for browsers that only follow the link.
 */
export const faviconFiles = { ico: '/favicon.ico', touchIcon: '/apple-touch-icon.png' } as const

/** The touch icon's side in px: iOS's largest home-screen icon (iPhone at 3x). */
export const touchIconSize = 180

/**
 * The icons of the web app manifests (web-app-manifest.ts), drawn from the same mark: the mark
 * as it is (`any`: desktop app lists, the install dialog) at the two sizes Chromium and
 * Lighthouse ask for, and `maskable` ones, opaque with the mark inside the safe zone, which
 * Android crops to its launcher's shape (a circle, a squircle) without cutting into the mark.
 */
export const appIcons = [
  { src: '/app-icons/any-192.png', size: 192, purpose: 'any' },
  { src: '/app-icons/any-512.png', size: 512, purpose: 'any' },
  { src: '/app-icons/maskable-192.png', size: 192, purpose: 'maskable' },
  { src: '/app-icons/maskable-512.png', size: 512, purpose: 'maskable' },
] as const

/**
 * The provider's logo for search engines: the Organization's and an Article publisher's
 * (structured-data.ts). Google wants a raster file at least 112 px square that looks right on
 * white: the mark as it is, at the manifests' largest size.
 */
export const brandLogo = { src: '/brand/logo.png', size: 512 } as const

/**
 * The share of a maskable icon's side the mark takes: the safe zone is the centred circle of
 * radius 40 % of the side (W3C "maskable icons"), and the mark's whole square fits inside it at
 * 0.8 / sqrt(2) = 0.566 of the side, whatever shape a provider's mark has.
 */
export const maskableMarkShare = 0.56

function pngOf(svg: string, size: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: false }, logLevel: 'off' }).render().asPng()
}

/** An ICO file holding PNG images (allowed since Windows Vista, read by every browser). */
export function icoOf(pngs: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(pngs.length, 4)
  let offset = 6 + 16 * pngs.length
  const entries = pngs.map(({ size, png }) => {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size >= 256 ? 0 : size, 0)
    entry.writeUInt8(size >= 256 ? 0 : size, 1)
    entry.writeUInt16LE(1, 4)
    entry.writeUInt16LE(32, 6)
    entry.writeUInt32LE(png.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += png.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...pngs.map((p) => p.png)])
}

/** The mark, `side` px square, centred on a square of the page's white (`surface`, the manifests' background colour). */
function onWhite(markSvg: string, size: number, side: number): string {
  const inner = `data:image/svg+xml;base64,${Buffer.from(markSvg).toString('base64')}`
  const at = (size - side) / 2
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="${palette.surface}"/><image x="${at}" y="${at}" width="${side}" height="${side}" href="${inner}"/></svg>`
}

/** Writes the fallbacks, the app icons and the search engines' logo into `dist` from the mark at `markAddress` (a file the client build copied from `public/`). */
export async function writeFavicons(dist: string, markAddress: string): Promise<void> {
  const mark = await readFile(path.join(dist, markAddress), 'utf8')
  await writeFile(path.join(dist, faviconFiles.ico), icoOf([16, 32, 48].map((size) => ({ size, png: pngOf(mark, size) }))))
  // The touch icon keeps the margin iOS's rounded corners need (a third of the side).
  await writeFile(path.join(dist, faviconFiles.touchIcon), pngOf(onWhite(mark, touchIconSize, (touchIconSize * 2) / 3), touchIconSize))
  await writeFile(path.join(dist, brandLogo.src), pngOf(mark, brandLogo.size))
  await mkdir(path.join(dist, path.dirname(appIcons[0].src)), { recursive: true })
  for (const icon of appIcons) {
    const svg = icon.purpose === 'maskable' ? onWhite(mark, icon.size, Math.floor(icon.size * maskableMarkShare)) : mark
    await writeFile(path.join(dist, icon.src), pngOf(svg, icon.size))
  }
}
