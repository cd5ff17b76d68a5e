import { readFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { noticePageId, noticePages } from '../../manifest/notices/addresses'
import type { SiteRoute } from '../../manifest/site'
import { site, type PageId } from '../../src/generated/site.gen'
import { shellTexts } from './shell-texts'
import { anyRouteData, type RouteId } from '../../server/all-routes'
import { ogImagePath } from '../../src/lib/og-image'
import { languagesOf, routeData } from '../../src/lib/routing'
import { plain } from '../../src/sections/notice-detail/notice-detail-item'
import { itemCardPathOf, itemCardSizes, type ItemCardShape } from './item-cards'
import type { BuildCache } from './build-cache'
import { keyOf } from './cache-keys'
import { mapLimited } from './map-limited'
import { cardChars, ogCardSvg, renderPng, type CardSize, type Glyphs, type OgCardText, type SvgPicture } from './og-card'
import { outlineGlyphs } from './og-glyphs'

type OgImage = { path: string; svg: string }

/** What one card says and where it is served; `size` when it is not the sharing card's 1200 x 630. */
export type CardText = { path: string; text: OgCardText; size?: CardSize }

const publicDir = fileURLToPath(new URL('../../public', import.meta.url))
const pictures = new Map<string, SvgPicture>()

/** A brand file of `public/` (manifest/brand.ts names it, codegen measured it), read once per build. */
export function brandPicture({ src, width, height }: { src: string; width: number; height: number }): SvgPicture {
  if (!pictures.has(src)) pictures.set(src, { svg: readFileSync(path.join(publicDir, src), 'utf8'), width, height })
  return pictures.get(src)!
}

/** What every card the build draws says: one per page and language the page is written in (an event page has one, shared by its `/kor` and `/eng` paths). */
export function ogCardTexts(routes: readonly Pick<SiteRoute, 'id' | 'path' | 'title'>[], origin: string): CardText[] {
  const host = new URL(origin).host
  return routes.flatMap((route) =>
    languagesOf(anyRouteData(route.id as RouteId)).map((language) => ({
      path: ogImagePath(route, language.segment),
      text: { title: route.title[language.locale], wordmark: brandPicture(shellTexts[language.locale].brand.wordmarkOnDark), host } satisfies OgCardText,
    })),
  )
}

/**
 * Each notice's two cards in each language (`itemCardSizes`: 16:9, its sharing card, and 1:1),
 * with its title as the page head shows it: what its Article names as images, so search engines
 * show the notice's own picture rather than the notice board's.
 */
export function noticeCardTexts(origin: string): CardText[] {
  const host = new URL(origin).host
  return noticePages().flatMap(({ segment, notice, path }) => {
    const language = site.languages.find((l) => l.segment === segment)!
    const text = { title: plain(notice.title[language.locale]), wordmark: brandPicture(shellTexts[language.locale].brand.wordmarkOnDark), host }
    const query = path.slice(path.indexOf('?'))
    return (Object.keys(itemCardSizes) as ItemCardShape[]).map((shape) => ({ path: itemCardPathOf(shape, routeData(noticePageId as PageId), language.segment, query), text, size: itemCardSizes[shape] }))
  })
}

/** Cards as SVG with the text in outlines (`glyphs`, which must hold every character they set). */
export function cardImages(cards: readonly CardText[], glyphs: Glyphs): OgImage[] {
  return cards.map(({ path, text, size }) => ({ path, svg: ogCardSvg(text, glyphs, size) }))
}

/** The pages' cards as SVG, their text in outlines, as the build draws them (for the tests: the build draws in `writeOgImages`). */
export function ogImages(routes: readonly Pick<SiteRoute, 'id' | 'path' | 'title'>[], origin: string): OgImage[] {
  const cards = ogCardTexts(routes, origin)
  return cardImages(cards, outlineGlyphs(cards.flatMap(({ text }) => [...cardChars(text)])))
}

/** The key of a card in the build's cache: what it says and its size (not where it is served), the drawing code and toolchain (`shared`). */
export const cardKey = (shared: string, { text, size }: CardText): string => keyOf(shared, text, size ?? null)

/** Puts in place every card the cache holds; returns the cards still to draw (`writeOgImages`). */
export async function placeCachedCards(cards: readonly CardText[], dist: string, cache: BuildCache, shared: string): Promise<CardText[]> {
  const found = await mapLimited(cards, (card) => cache.copyTo('cards', `${cardKey(shared, card)}.png`, path.join(dist, card.path)))
  return cards.filter((_, i) => !found[i])
}

/**
 * Draws `cards` into `dist/og/…`, their text in outlines from `glyphs` (which must hold every
 * character they set), on resvg's threads; with `cached`, keeps them in the build's cache too.
 */
export async function writeOgImages(cards: readonly CardText[], glyphs: Glyphs, dist: string, cached?: { cache: BuildCache; shared: string }): Promise<{ files: number; bytes: number }> {
  let bytes = 0
  await Promise.all(
    cards.map(async (card) => {
      const png = await renderPng(ogCardSvg(card.text, glyphs, card.size))
      const file = path.join(dist, card.path)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, png)
      if (cached) await cached.cache.put('cards', `${cardKey(cached.shared, card)}.png`, png)
      bytes += png.length
    }),
  )
  return { files: cards.length, bytes }
}
