import { renderAsync } from '@resvg/resvg-js'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { BuildCache } from '../prerender/build-cache'
import { fileDigest, keyOf } from '../prerender/cache-keys'
import { mapLimited } from '../prerender/map-limited'
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

/** The key of an event's poster and slide in the build's cache: what they show, their pictures' bytes (not where they lie), the drawing code and toolchain (`shared`). */
export function posterKey(shared: string, content: PosterContent): string {
  return keyOf(shared, { ...content, badgeFile: null, wordmarkFile: null, partner: content.partner && { name: content.partner.name } }, pictureFiles([content]).map(fileDigest))
}

/** Where an event's poster and slide go: under `dist/`, or beside it, never served, for an event with a claim code (poster-files.ts). */
function placesOf(content: PosterContent, dist: string): { pdf: string; slide: string } {
  const files = posterFiles(content.slug)
  const root = content.claimCode ? privateOutput(dist) : dist
  return { pdf: path.join(root, files.pdf), slide: path.join(root, files.slide) }
}

/**
 * Puts in place every event's poster and slide the cache holds (`shared`: see `posterKey`), after
 * clearing the private folder (`dist/` starts empty with every build; this folder too, so an event
 * whose code was removed leaves no poster behind). Returns the contents still to draw (`writePosters`).
 */
export async function placeCachedPosters(contents: readonly PosterContent[], dist: string, cache: BuildCache, shared: string): Promise<PosterContent[]> {
  await rm(path.join(privateOutput(dist), 'posters'), { recursive: true, force: true })
  const found = await mapLimited(contents, async (content) => {
    const key = posterKey(shared, content)
    const places = placesOf(content, dist)
    const [pdf, slide] = await Promise.all([cache.copyTo('posters', `${key}.pdf`, places.pdf), cache.copyTo('posters', `${key}-slide.png`, places.slide)])
    return pdf && slide
  })
  return contents.filter((_, i) => !found[i])
}

/**
 * Draws `contents`' posters and writes `<dist>/posters/<slug>.pdf` and `<slug>-slide.png` for
 * each (those of an event that asks for a claim code under `<dist>-private/` instead:
 * poster-files.ts); with `cached`, keeps them in the build's cache too.
 */
export async function writePosters(contents: readonly PosterContent[], dist: string, glyphs?: Glyphs, cached?: { cache: BuildCache; shared: string }): Promise<{ files: number; bytes: number }> {
  const posters = await drawPosters(contents, glyphs)
  let bytes = 0
  for (const { content, pdf, slide } of posters) {
    const places = placesOf(content, dist)
    await mkdir(path.dirname(places.pdf), { recursive: true })
    await writeFile(places.pdf, pdf)
    await writeFile(places.slide, slide)
    bytes += pdf.byteLength + slide.byteLength
    if (!cached) continue
    const key = posterKey(cached.shared, content)
    await Promise.all([cached.cache.put('posters', `${key}.pdf`, pdf), cached.cache.put('posters', `${key}-slide.png`, slide)])
  }
  return { files: 2 * posters.length, bytes }
}
