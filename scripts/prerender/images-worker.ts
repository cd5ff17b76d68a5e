import { parentPort, workerData } from 'node:worker_threads'
import { loadSite } from '../../manifest/site'
import { posterContents } from '../posters/poster-content'
import { posterChars, writePosters } from '../posters/write-posters'
import { cardChars } from './og-card'
import { outlineGlyphs } from './og-glyphs'
import { cardImages, noticeCardTexts, ogCardTexts, writeOgImages } from './og-image'

/**
 * Draws the build's pictures beside the page prerender (main.ts starts this worker): the sharing
 * cards (each notice's two among them) and the events' hall posters. Outlining the glyphs blocks a
 * thread (about a millisecond a character), which on two cores need not be the pages' thread;
 * it is done once for both, each character once. The pictures under `dist/` are those the client build copied from
 * `public/`.
 */
const { origin, dist } = workerData as { origin: string; dist: string }
const { routes } = loadSite()
const started = performance.now()
const posters = posterContents(routes, origin, dist)
// The pages' sharing cards and each notice's two (16:9 and 1:1).
const cards = [...ogCardTexts(routes, origin), ...noticeCardTexts(origin)]
const glyphs = outlineGlyphs([...cards.flatMap(({ text }) => [...cardChars(text)]), ...(await posterChars(posters))])
const timed = <T>(work: Promise<T>) => work.then((result) => ({ ...result, ms: Math.round(performance.now() - started) }))
const [og, written] = await Promise.all([timed(writeOgImages(cardImages(cards, glyphs), dist)), timed(writePosters(posters, dist, glyphs))])
parentPort!.postMessage({ og, posters: written })
