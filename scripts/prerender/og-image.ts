import { renderAsync } from '@resvg/resvg-js'
import { readFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SiteRoute } from '../../manifest/site'
import { site, type PageId } from '../../src/generated/site.gen'
import { ogImagePath } from '../../src/lib/og-image'
import { languagesOf } from '../../src/lib/routing'
import { cardChars, ogCardSvg, type Glyphs, type OgCardText, type SvgPicture } from './og-card'
import { outlineGlyphs } from './og-glyphs'

type OgImage = { path: string; svg: string }

const publicDir = fileURLToPath(new URL('../../public', import.meta.url))
const pictures = new Map<string, SvgPicture>()

/** A brand file of `public/` (manifest/brand.ts names it, codegen measured it), read once per build. */
export function brandPicture({ src, width, height }: { src: string; width: number; height: number }): SvgPicture {
  if (!pictures.has(src)) pictures.set(src, { svg: readFileSync(path.join(publicDir, src), 'utf8'), width, height })
  return pictures.get(src)!
}

/** What every card the build draws says: one per page and language the page is written in (an event page has one, shared by its `/kor` and `/eng` paths). */
export function ogCardTexts(routes: readonly Pick<SiteRoute, 'id' | 'title'>[], origin: string): { path: string; text: OgCardText }[] {
  const host = new URL(origin).host
  return routes.flatMap((route) =>
    languagesOf(route.id as PageId).map((language) => ({
      path: ogImagePath(route.id as PageId, language.segment),
      text: { title: route.title[language.locale], wordmark: brandPicture(site.brand.logo.wordmarkOnDark[language.locale]), host } satisfies OgCardText,
    })),
  )
}

/**
 * Every card the build draws, as SVG with the text already in outlines: `glyphs` when the build
 * outlined them with the posters' (one pass over the font for both), else outlined here.
 */
export function ogImages(routes: readonly Pick<SiteRoute, 'id' | 'title'>[], origin: string, glyphs?: Glyphs): OgImage[] {
  const cards = ogCardTexts(routes, origin)
  const outlines = glyphs ?? outlineGlyphs(cards.flatMap(({ text }) => [...cardChars(text)]))
  return cards.map(({ path, text }) => ({ path, svg: ogCardSvg(text, outlines) }))
}

/** No fonts: the cards' text is outlines. */
export function renderPng(svg: string): Promise<Buffer> {
  return renderAsync(svg, { font: { loadSystemFonts: false }, logLevel: 'off' }).then((image) => image.asPng())
}

/** Renders the cards into `dist/og/…`, on libuv's thread pool (resvg's `renderAsync`), so on every core. */
export async function writeOgImages(images: readonly OgImage[], dist: string): Promise<{ files: number; bytes: number }> {
  let bytes = 0
  await Promise.all(
    images.map(async ({ path: urlPath, svg }) => {
      const png = await renderPng(svg)
      const file = path.join(dist, urlPath)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, png)
      bytes += png.length
    }),
  )
  return { files: images.length, bytes }
}
