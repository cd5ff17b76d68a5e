import { parentPort, workerData } from 'node:worker_threads'
import { loadSite } from '../../manifest/site'
import { posterContents } from '../posters/poster-content'
import { placeCachedPosters, posterChars, writePosters } from '../posters/write-posters'
import { openBuildCache } from './build-cache'
import { cardChars } from './og-card'
import { outlineGlyphs } from './og-glyphs'
import { noticeCardTexts, ogCardTexts, placeCachedCards, writeOgImages } from './og-image'

/** What main.ts hands the worker: where to write, the cache folder (null: `--no-cache`), the build's day (an example's claim window is read on it), and the shared part of each kind's keys (main.ts computes them once, reading the code's files). */
export type ImagesWork = { origin: string; dist: string; cacheFolder: string | null; claimDay: number; keys: { cards: string; posters: string } }

/**
 * Draws the build's pictures beside the page prerender (main.ts starts this worker): the sharing
 * cards (each notice's two among them) and the events' hall posters. Each the cache holds is
 * copied into place; only the others are drawn (a new entry: its card, poster and slide).
 * Outlining their glyphs blocks a thread (about a millisecond a character), which on two cores
 * need not be the pages' thread; it is done once for both, each character once. The pictures
 * under `dist/` are those the client build copied from `public/`.
 */
const { origin, dist, cacheFolder, claimDay, keys } = workerData as ImagesWork
const cache = openBuildCache(cacheFolder)
const { routes } = loadSite()
const started = performance.now()
// The pages' sharing cards and each notice's two (16:9 and 1:1).
const cards = [...ogCardTexts(routes, origin), ...noticeCardTexts(origin)]
const posters = posterContents(routes, origin, dist, claimDay)
const [cardsToDraw, postersToDraw] = await Promise.all([placeCachedCards(cards, dist, cache, keys.cards), placeCachedPosters(posters, dist, cache, keys.posters)])
const glyphs = outlineGlyphs([...cardsToDraw.flatMap(({ text }) => [...cardChars(text)]), ...(await posterChars(postersToDraw))])
const timed = <T>(work: Promise<T>) => work.then((result) => ({ ...result, ms: Math.round(performance.now() - started) }))
const [og, written] = await Promise.all([
  timed(writeOgImages(cardsToDraw, glyphs, dist, { cache, shared: keys.cards })),
  timed(writePosters(postersToDraw, dist, glyphs, { cache, shared: keys.posters })),
])
await Promise.all([cache.prune('cards'), cache.prune('posters')])
parentPort!.postMessage({ og: { ...og, all: cards.length }, posters: { ...written, all: 2 * posters.length } })
