import { renderAsync } from '@resvg/resvg-js'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { SiteRoute } from '../../manifest/site'
import { outlineGlyphs } from '../prerender/og-glyphs'
import { posterContents, type PosterContent } from './poster-content'
import { posterFiles } from './poster-files'
import { posterPdf } from './poster-pdf'
import { qrSymbol } from './qr'
import { rasterize, type Raster } from './rasters'
import { slideChars, slideSvg, type PosterPictures } from './slide-svg'

/**
 * How many pixels each picture is drawn at: about twice its size on the slide, and 250 to 320
 * ppi on paper; the PDF stores and compresses every pixel, so no more.
 */
const pictureSizes = { badge: { width: 600 }, mark: { width: 176 }, logo: { height: 200 } } as const

export type Poster = { content: PosterContent; pdf: Uint8Array; slide: Buffer }

/**
 * Every event's poster and slide, in memory. Pictures are rasterized once each (a logo shared by
 * two events once), all at once on resvg's threads; the glyphs of every slide are outlined in
 * one pass, as the sharing cards' are.
 */
export async function drawPosters(routes: readonly SiteRoute[], origin: string, publicDir: string): Promise<Poster[]> {
  const contents = posterContents(routes, origin, publicDir)
  const rasters = new Map<string, Promise<Raster>>()
  const raster = (file: string, kind: keyof typeof pictureSizes) => rasters.get(file) ?? rasters.set(file, rasterize(file, pictureSizes[kind])).get(file)!
  const pictures = contents.map(async (c): Promise<PosterPictures> => {
    const [badge, mark, logo] = await Promise.all([raster(c.badgeFile, 'badge'), raster(c.markFile, 'mark'), c.partner?.logoFile ? raster(c.partner.logoFile, 'logo') : undefined])
    return logo ? { badge, mark, logo } : { badge, mark }
  })
  const glyphs = outlineGlyphs(contents.flatMap((c) => [...slideChars(c)]))
  return Promise.all(
    contents.map(async (content, i) => {
      const [drawn, symbol] = [await pictures[i]!, qrSymbol(content.url)]
      const [pdf, slide] = await Promise.all([posterPdf(content, drawn, symbol), renderAsync(slideSvg(content, drawn, symbol, glyphs), { font: { loadSystemFonts: false }, logLevel: 'off' })])
      return { content, pdf, slide: slide.asPng() }
    }),
  )
}

/**
 * Writes `<dist>/posters/<slug>.pdf` and `<slug>-slide.png` for every event, drawing the pictures
 * of `publicDir` (the build passes `dist/` itself: the pictures as served, copied there from
 * `public/` by the client build).
 */
export async function writePosters(routes: readonly SiteRoute[], origin: string, { publicDir, dist }: { publicDir: string; dist: string }): Promise<{ files: number; bytes: number }> {
  const posters = await drawPosters(routes, origin, publicDir)
  let bytes = 0
  for (const { content, pdf, slide } of posters) {
    const files = posterFiles(content.slug)
    await mkdir(path.join(dist, path.dirname(files.pdf)), { recursive: true })
    await writeFile(path.join(dist, files.pdf), pdf)
    await writeFile(path.join(dist, files.slide), slide)
    bytes += pdf.byteLength + slide.byteLength
  }
  return { files: 2 * posters.length, bytes }
}
