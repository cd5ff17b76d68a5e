import { renderAsync } from '@resvg/resvg-js'
import { readFile } from 'node:fs/promises'
import type { Glyphs } from '../prerender/og-card'
import { pretendard } from '../fonts'
import { pngSize } from './logo-file'
import { withOutlinedText } from './svg-text'

/**
 * A picture ready for both formats, drawn once: PNG bytes for the slide's `<image>`, and the same
 * pixels as plain RGB on white for the PDF (pdf-lib would decode the PNG and compress it again
 * in JavaScript, the slowest step of a poster; the posters draw every picture on white anyway).
 */
export type Raster = { png: Buffer; rgbOnWhite: Buffer; width: number; height: number }

/**
 * Text inside an SVG in the brand face, Pretendard, from node_modules (scripts/fonts.ts), whatever family the
 * file asks for: a hall poster must not depend on the fonts of the machine that builds it. Our
 * badges' labels come as outlines (svg-text.ts); resvg loads the faces only for other text, such
 * as a logo's name in a regular weight.
 */
const textFont = {
  fontFiles: [pretendard.bold, pretendard.regular],
  loadSystemFonts: false,
  defaultFontFamily: pretendard.family,
  sansSerifFamily: pretendard.family,
  serifFamily: pretendard.family,
  monospaceFamily: pretendard.family,
}

/**
 * A file of `public/`, SVG or PNG, drawn `size` px wide or high by resvg (on libuv's thread pool,
 * so several at once use every core). A PNG goes through resvg too, inside an SVG: one way to
 * scale it, and a partner's 4,000 px logo becomes the few hundred pixels a poster shows.
 */
export async function rasterize(file: string, size: { width: number } | { height: number }, glyphs: Glyphs): Promise<Raster> {
  const bytes = await readFile(file)
  const pixels = pngSize(bytes)
  const source = pixels
    ? `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels.width}" height="${pixels.height}"><image width="${pixels.width}" height="${pixels.height}" href="data:image/png;base64,${bytes.toString('base64')}"/></svg>`
    : bytes.toString('utf8')
  const outlined = withOutlinedText(source, glyphs)
  const svg = outlined ?? source
  const font = outlined || !/<text\b/.test(svg) ? { loadSystemFonts: false } : textFont
  const fitTo = 'width' in size ? { mode: 'width' as const, value: size.width } : { mode: 'height' as const, value: size.height }
  const image = await renderAsync(svg, { font, fitTo, logLevel: 'off' })
  return { png: image.asPng(), rgbOnWhite: onWhite(image.pixels), width: image.width, height: image.height }
}

/** resvg's premultiplied RGBA over white: each channel plus the white showing through. */
function onWhite(rgba: Buffer): Buffer {
  const rgb = Buffer.alloc((rgba.length / 4) * 3)
  for (let i = 0, o = 0; i < rgba.length; i += 4, o += 3) {
    const white = 255 - rgba[i + 3]!
    rgb[o] = rgba[i]! + white
    rgb[o + 1] = rgba[i + 1]! + white
    rgb[o + 2] = rgba[i + 2]! + white
  }
  return rgb
}
