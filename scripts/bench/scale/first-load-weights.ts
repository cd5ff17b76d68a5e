import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import type { Manifest as ViteManifest } from 'vite'
import { loadSite } from '../../../manifest/site'
import { eventPagesWeight, weighRoutes } from '../../gates/bundle-weights'

/**
 * Prints, as one JSON line, the first-load JavaScript (gzip bytes) of the heaviest route of each
 * kind in `dist/` of the working directory, weighed as `npm run check:bundle` weighs it, event
 * pages apart from other forms. A process of its own, run in the bench's copy: it must read that
 * copy's manifest, which a module cache would keep from one build to the next.
 */
const vite = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as ViteManifest
// A thousand event pages share the same chunks: each file is compressed once.
const gzipped = new Map<string, number>()
const gzipBytes = (file: string) => gzipped.get(file) ?? gzipped.set(file, gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length).get(file)!
const routes = loadSite().routes
const heaviest: Record<string, number> = {}
for (const weight of weighRoutes(vite, routes, gzipBytes)) {
  // The gate weighs every event page once, under one name: they load the same chunks.
  const kind = weight.routeId === eventPagesWeight ? 'event' : weight.kind
  heaviest[kind] = Math.max(heaviest[kind] ?? 0, weight.bytes)
}
console.log(JSON.stringify(heaviest))
