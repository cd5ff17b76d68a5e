import { drawSlide, type SlidePicture } from '../../src/lib/posters/slide-layout'
import type { PosterContent } from '../../src/lib/posters/poster-text'
import type { QrSymbol } from '../../src/lib/posters/qr'
import { measureWith, typesetter, type Glyphs } from '../prerender/og-card'
import type { Raster } from './rasters'

export { claimCodeLine, contain, slideChars, slideSize } from '../../src/lib/posters/slide-layout'

/** The pictures a poster draws, rasterized once and shared by the slide and the PDF. */
export type PosterPictures = { badge: Raster; wordmark: Raster; logo?: Raster }

/**
 * The slide as the build draws it (src/lib/posters/slide-layout.ts): text already in outlines
 * (og-card's typesetter), so rendering needs no font, and each picture as a PNG data address.
 */
export function slideSvg(content: PosterContent, pictures: PosterPictures, symbol: QrSymbol, glyphs: Glyphs): string {
  const placed = (raster: Raster): SlidePicture => ({ href: `data:image/png;base64,${raster.png.toString('base64')}`, width: raster.width, height: raster.height })
  const slidePictures = { badge: placed(pictures.badge), wordmark: placed(pictures.wordmark), ...(pictures.logo ? { logo: placed(pictures.logo) } : {}) }
  return drawSlide(content, slidePictures, symbol, { ...typesetter(glyphs), measure: measureWith(glyphs) })
}

