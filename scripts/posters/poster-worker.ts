import { parentPort, workerData } from 'node:worker_threads'
import { loadSite } from '../../manifest/site'
import { writePosters } from './write-posters'

/**
 * Draws the hall posters beside the page prerender and the sharing cards (scripts/prerender/
 * main.ts starts this worker): pdf-lib and the PNG encoding are work for a thread of their own.
 */
const { origin, dist } = workerData as { origin: string; dist: string }
parentPort!.postMessage(await writePosters(loadSite().routes, origin, { publicDir: dist, dist }))
