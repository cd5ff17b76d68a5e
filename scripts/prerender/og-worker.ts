import { parentPort, workerData } from 'node:worker_threads'
import { loadSite } from '../../manifest/site'
import { ogImages, writeOgImages } from './og-image'

/**
 * Draws the sharing cards beside the page prerender (main.ts starts this worker): outlining the
 * glyphs blocks a thread for a second or two, which on two cores need not be the pages' thread.
 */
const { origin, dist } = workerData as { origin: string; dist: string }
parentPort!.postMessage(await writeOgImages(ogImages(loadSite().routes, origin), dist))
