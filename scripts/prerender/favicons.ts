import { Resvg } from '@resvg/resvg-js'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { palette } from '../../src/styles/palette'

/**
 * The fallbacks of the SVG favicon, drawn at build from the brand's mark (manifest/brand.ts), so
 * a provider's own mark brings its own: `/favicon.ico`, which browsers without SVG favicons (and
 * every crawler) ask for by that name, and `/apple-touch-icon.png`, which iOS looks for by that
 * name for a home screen (opaque: iOS fills transparency with black). Both unlinked: a link
 * would cost every page's JavaScript bytes (the head is rendered by the app), the names do not.
 */
export const faviconFiles = { ico: '/favicon.ico', touchIcon: '/apple-touch-icon.png' } as const

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

/** The mark on white with a margin, as a square for the touch icon. */
function onWhite(markSvg: string): string {
  const inner = `data:image/svg+xml;base64,${Buffer.from(markSvg).toString('base64')}`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180"><rect width="180" height="180" fill="${palette.surface}"/><image x="30" y="30" width="120" height="120" href="${inner}"/></svg>`
}

/** Writes the fallbacks into `dist` from the mark at `markAddress` (a file the client build copied from `public/`). */
export async function writeFavicons(dist: string, markAddress: string): Promise<void> {
  const mark = await readFile(path.join(dist, markAddress), 'utf8')
  await writeFile(path.join(dist, faviconFiles.ico), icoOf([16, 32, 48].map((size) => ({ size, png: pngOf(mark, size) }))))
  await writeFile(path.join(dist, faviconFiles.touchIcon), pngOf(onWhite(mark), 180))
}
