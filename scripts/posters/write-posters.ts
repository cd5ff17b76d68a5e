import { renderAsync } from '@resvg/resvg-js'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Glyphs } from '../prerender/og-card'
import { outlineGlyphs } from '../prerender/og-glyphs'
import type { PosterContent } from '../../src/lib/posters/poster-text'
import { posterFiles, privateOutput } from './poster-files'
import { posterPdf } from './poster-pdf'
import { qrSymbol } from '../../src/lib/posters/qr'
import { rasterize, type Raster } from './rasters'
import { slideChars, slideSvg, type PosterPictures } from './slide-svg'
import { plainTextChars } from './svg-text'

/**
 * How many pixels each picture is drawn at: about twice its size on the slide, and 250 to 320
 * ppi on paper; the PDF stores and compresses every pixel, so no more.
 */
const pictureSizes = { badge: { width: 600 }, wordmark: { height: 176 }, logo: { height: 200 } } as const

export type Poster = { content: PosterContent; pdf: Uint8Array; slide: Buffer }

/** The pictures' files, each once: the badges, our wordmark, the partners' logos. */
function pictureFiles(contents: readonly PosterContent[]): string[] {
  return [...new Set(contents.flatMap((c) => [c.badgeFile, c.wordmarkFile, ...(c.partner?.logoFile ? [c.partner.logoFile] : [])]))]
}

/**
 * Every character the posters set from outlines: the slides' text and the labels of the badge
 * artwork (svg-text.ts), for one pass over the face (`outlineGlyphs`), shared with the sharing
 * cards' when the build draws both.
 */
export async function posterChars(contents: readonly PosterContent[]): Promise<string[]> {
  const svgs = await Promise.all(pictureFiles(contents).filter((f) => f.endsWith('.svg')).map((f) => readFile(f, 'utf8')))
  return [...contents.flatMap((c) => [...slideChars(c)]), ...svgs.flatMap((svg) => [...plainTextChars(svg)])]
}

/**
 * Every event's poster and slide, in memory. Pictures are rasterized once each (a logo shared by
 * two events once), all at once on resvg's threads.
 */
export async function drawPosters(contents: readonly PosterContent[], glyphs?: Glyphs): Promise<Poster[]> {
  const outlines = glyphs ?? outlineGlyphs(await posterChars(contents))
  const rasters = new Map<string, Promise<Raster>>()
  const raster = (file: string, kind: keyof typeof pictureSizes) => rasters.get(file) ?? rasters.set(file, rasterize(file, pictureSizes[kind], outlines)).get(file)!
  const pictures = contents.map(async (c): Promise<PosterPictures> => {
    const [badge, wordmark, logo] = await Promise.all([raster(c.badgeFile, 'badge'), raster(c.wordmarkFile, 'wordmark'), c.partner?.logoFile ? raster(c.partner.logoFile, 'logo') : undefined])
    return logo ? { badge, wordmark, logo } : { badge, wordmark }
  })
  return Promise.all(
    contents.map(async (content, i) => {
      const [drawn, symbol] = [await pictures[i]!, qrSymbol(content.qrUrl)]
      const [pdf, slide] = await Promise.all([posterPdf(content, drawn, symbol), renderAsync(slideSvg(content, drawn, symbol, outlines), { font: { loadSystemFonts: false }, logLevel: 'off' })])
      return { content, pdf, slide: slide.asPng() }
    }),
  )
}

/**
 * Writes `<dist>/posters/<slug>.pdf` and `<slug>-slide.png` for every event; those of an event
 * that asks for a claim code under `<dist>-private/` instead (poster-files.ts).
 */
export async function writePosters(contents: readonly PosterContent[], dist: string, glyphs?: Glyphs): Promise<{ files: number; bytes: number }> {
  const posters = await drawPosters(contents, glyphs)
  // dist/ starts empty with every build; this folder too, so an event whose code was removed leaves no poster behind.
  await rm(path.join(privateOutput(dist), 'posters'), { recursive: true, force: true })
  let bytes = 0
  for (const { content, pdf, slide } of posters) {
    const files = posterFiles(content.slug)
    const root = content.claimCode ? privateOutput(dist) : dist
    await mkdir(path.join(root, path.dirname(files.pdf)), { recursive: true })
    await writeFile(path.join(root, files.pdf), pdf)
    await writeFile(path.join(root, files.slide), slide)
    bytes += pdf.byteLength + slide.byteLength
  }
  return { files: 2 * posters.length, bytes }
}
