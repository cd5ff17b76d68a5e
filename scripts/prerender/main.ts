import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { Worker } from 'node:worker_threads'
import type { Manifest as ViteManifest } from 'vite'
import { withClaimsOn } from '../../manifest/claim-window'
import { loadSite } from '../../manifest/site'
import { siteOriginFromEnv } from '../site-origin'
import { analyticsIdsFromEnv } from './analytics'
import { cacheFolderOf, openBuildCache, reuseSummary } from './build-cache'
import { readListsAtBuild } from './build-reads'
import { sharedKeys } from './code-digest'
import { precompress } from './compress'
import { writeFavicons } from './favicons'
import { noticeFeeds } from './notice-feed'
import { pressFeeds } from './press-feed'
import { pageCount } from '../../src/sections/press-list/shown-press'
import type { HeadInputs } from './head-tags'
import { nginxConfig } from './nginx'
import { builtFiles } from './edge/built-files'
import { writeCloudflareFiles } from './edge/cloudflare'
import { writeNetlifyFiles } from './edge/netlify'
import { eventNamespaces, eventPages } from '../../src/generated/event-pages.gen'
import { withEventFaces } from './event-faces'
import { addressesInUse } from '../../src/generated/addresses-in-use.gen'
import { companyCodes } from '../../src/generated/company-codes.gen'
import { inUseFilePath, inUseFileText } from '../../src/lib/in-use-file'
import { defaultLanguage } from '../../src/lib/language'
import { site } from '../../src/generated/site.gen'
import { siteStylesheets, stylesheetPreloadHeader } from '../../src/lib/stylesheet-preload'
import type { ImagesWork } from './images-worker'
import { pagesKey } from './page-key'
import { prerenderPages, robotsTxt, sitemapXml } from './site-files'
import { configuredIntegrations, pagePolicies } from './page-policies'
import { siteVerificationFromEnv } from './site-verification'
import { writeWebAppManifests } from './web-app-manifest'
import { writePages } from './write-pages'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
// For a second build beside the usual one, as tests/e2e/integrations.spec.ts makes:
// `--dist <dir>` (default `dist/`), with the SSR build beside it in `<dir>-ssr` as `npm run build`
// writes `dist-ssr/` (not DIST_DIR: that one tells the server what to serve, and a value left in
// the environment for it must not move what `npm run build` writes); `--pages-only` leaves out
// the sharing cards, the hall posters and the precompressed copies, which no browser test asks
// for (about 10 s). `--no-cache` makes everything and keeps nothing (build-cache.ts), to rule
// the cache out; `npm run build -- --no-cache` passes it here.
const { values: args } = parseArgs({
  options: { dist: { type: 'string', default: 'dist' }, 'pages-only': { type: 'boolean', default: false }, 'no-cache': { type: 'boolean', default: false } },
})
const dist = path.resolve(root, args.dist)
const ssr = `${dist}-ssr`
const cacheFolder = args['no-cache'] ? null : cacheFolderOf(dist)
const cache = openBuildCache(cacheFolder)
const keys = sharedKeys(root)

type Render = typeof import('../../src/app/entry-server').render

/**
 * Writes the pages and site files (`renderSite`) while a worker draws the sharing cards and the
 * events' hall posters (each part takes what it can from the build's cache, build-cache.ts, and
 * makes the rest), and precompresses the text files as soon as the pages are written: the
 * worker writes only PNG and PDF, which are compressed already, so the two need not wait for each
 * other (the posters' drawing then runs beside the compression instead of before it). Both are
 * awaited together, so whichever fails first fails the build with its own error; a worker failure
 * while the pages render used to be an unhandled rejection, since the cards were awaited only
 * after the pages.
 */
async function prerender(): Promise<void> {
  const started = performance.now()
  const origin = siteOriginFromEnv()
  const pagesOnly = args['pages-only']
  // The build's day, on which an example's claim window is read (manifest/claim-window.ts): its
  // page and its poster say the same dates, and the page's cache key holds them, so a build on
  // another day renders that page again and keeps every other.
  const claimDay = Date.now()
  const pages = renderSite(origin, started, claimDay).then(async (site) => ({ ...site, compressed: pagesOnly ? null : await compressAll() }))
  const [{ rendered, edge, compressed }, images] = await Promise.all([pages, pagesOnly ? null : drawImages(origin, started, claimDay)])
  await writeEdgeFiles(edge)
  if (!images || !compressed) return
  const ms = Math.round(performance.now() - started)
  const { og, posters } = images
  const drawn = (part: Drawn) => `${reuseSummary(cache, part.all - part.files, part.files)} (${Math.round(part.bytes / 1000)} kB drawn)`
  console.log(`og images: ${og.all} PNGs, ${drawn(og)}, done ${og.ms} ms after the worker's start`)
  console.log(`posters: ${posters.all} files, an A4 PDF and a slide per event, in dist/posters (in dist-private/posters, never served, for an event with a claim code), ${drawn(posters)}, done ${posters.ms} ms after the worker's start`)
  console.log(`images: worker done ${images.ms} ms after it started, ${images.done - rendered} ms after the pages`)
  console.log(
    `precompress: ${compressed.files} files (${reuseSummary(cache, compressed.reused, compressed.files - compressed.reused)}), ${Math.round(compressed.bytes / 1000)} kB -> ${Math.round(compressed.brotliBytes / 1000)} kB brotli, all done at ${ms} ms`,
  )
}

/** Every text file's compressed copies (compress.ts), those of a file an earlier build compressed from the cache. */
async function compressAll() {
  const compressed = await precompress(dist, { cache, shared: keys.compressed })
  await cache.prune('compressed')
  return compressed
}

/** Writes `dist/<path>/index.html` for every route and language and a file per notice, `404.html`, sitemap, robots, the addresses and codes in use (src/lib/in-use-file.ts), the notices' feeds (and the press list's, when the build read it), nginx rules; returns when it finished (ms after `started`). */
async function renderSite(origin: string, started: number, claimDay: number): Promise<{ rendered: number; edge: EdgeInputs }> {
  const { render } = (await import(pathToFileURL(path.join(ssr, 'entry-server.js')).href)) as { render: Render }
  const vite = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as ViteManifest
  const analytics = analyticsIdsFromEnv()
  const integrations = configuredIntegrations()
  // The lists' data as the API holds it now (the gallery, the press list), or none: one line says which.
  const reads = await readListsAtBuild({ apiOrigin: process.env.VITE_API_ORIGIN })
  // The press list is the same in every language: the default language's read counts its pages.
  const press = reads?.bySegment[defaultLanguage.segment].answers.listMediaNews?.answer.data
  const pressPages = press && pageCount(press)
  const pages = prerenderPages(pressPages)
  // Each event page's own file of the face, for the characters its words add to the site's.
  const facesStarted = performance.now()
  const faces = await withEventFaces(withClaimsOn(eventPages, claimDay), { root, dist, cache, shared: keys.faces })
  const facesMs = Math.round(performance.now() - facesStarted)
  await cache.prune('faces')
  const events = { pages: faces.pages, namespaces: eventNamespaces }
  const head: HeadInputs = { site: loadSite(), origin, verification: siteVerificationFromEnv(), pressFeed: press !== undefined, eventFaces: faces.faceTags }
  const shared = pagesKey(keys.pages, { ssr, dist })
  const { reused } = await writePages(pages, { render, vite, reads, events, head, analytics, dist, cache, shared })
  await cache.prune('pages')
  // The host-wide not-found page (the Korean one, docs/rules/routing.md §2.1's default language).
  await writeFile(path.join(dist, '404.html'), await readFile(path.join(dist, 'kor/404/index.html')))
  await writeFile(path.join(dist, 'sitemap.xml'), sitemapXml(origin, pressPages))
  await writeFile(path.join(dist, 'robots.txt'), robotsTxt(origin))
  await writeFile(path.join(dist, inUseFilePath), inUseFileText({ addresses: addressesInUse, companies: companyCodes }))
  await writeFavicons(dist, site.brand.logo.mark)
  await writeWebAppManifests(dist, head.site)
  for (const feed of [...noticeFeeds(head.site, origin), ...(press ? pressFeeds(head.site, origin, press) : [])]) {
    await mkdir(path.dirname(path.join(dist, feed.path)), { recursive: true })
    await writeFile(path.join(dist, feed.path), feed.xml)
  }
  // Every page's Content-Security-Policy, from its final HTML: whatever inline script or style
  // attribute a section renders is hashed here, so the policy can never lag behind the pages.
  const policies = await pagePolicies(dist, { apiOrigin: process.env.VITE_API_ORIGIN, integrations })
  await mkdir(path.join(dist, 'nginx'), { recursive: true })
  await writeFile(path.join(dist, 'nginx/csp.json'), `${JSON.stringify(policies, null, 2)}\n`)
  const pagePreloads = stylesheetPreloadHeader(siteStylesheets(vite))
  const nginx = nginxConfig(policies, pressPages, pagePreloads)
  await writeFile(path.join(dist, 'nginx/http.conf'), nginx.http)
  await writeFile(path.join(dist, 'nginx/brotli.conf'), nginx.brotli)
  await writeFile(path.join(dist, 'nginx/server.conf'), nginx.server)
  await rm(ssr, { recursive: true, force: true })
  const rendered = Math.round(performance.now() - started)
  console.log(`prerender: ${pages.length} pages and 404.html in ${rendered} ms (origin ${origin}${integrations.length ? `; ${integrations.join(', ')}` : ''}; ${reuseSummary(cache, reused, pages.length - reused)})`)
  const faceCount = Object.keys(faces.faceTags).length
  console.log(`event faces: ${faceCount} event pages need characters beyond the site's face, in ${faces.files} files (${reuseSummary(cache, faces.files - faces.cut, faces.cut)}), ${facesMs} ms`)
  return { rendered, edge: { policies, pagePreloads, pressPages } }
}

/**
 * The edge hosts' rules (scripts/prerender/edge/), which name the build's files by pattern: written once
 * every file is, the sharing cards and posters included.
 */
async function writeEdgeFiles({ policies, pagePreloads, pressPages }: EdgeInputs): Promise<void> {
  const files = builtFiles(dist)
  await writeCloudflareFiles(dist, files, { policies, pagePreloads })
  await writeNetlifyFiles(dist, files, policies, pagePreloads, pressPages)
}

type EdgeInputs = { policies: Record<string, string>; pagePreloads: string; pressPages: number | undefined }

/** What the worker made of a part (`files`, `bytes`), of `all` it placed; `ms`: when it was done, after the worker's start. */
type Drawn = { files: number; bytes: number; all: number; ms: number }

/**
 * The sharing cards (`dist/og/`) and the posters (`dist/posters/`), drawn in a worker while this
 * thread renders the pages; `done` is when it answered, in ms after `started`.
 */
function drawImages(origin: string, started: number, claimDay: number): Promise<{ og: Drawn; posters: Drawn; ms: number; done: number }> {
  // Workers do not inherit tsx's loader on Node 20: the worker loads the TypeScript through tsx's API.
  const load = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => tsx.tsImport(${JSON.stringify(new URL('./images-worker.ts', import.meta.url).href)}, ${JSON.stringify(import.meta.url)}))`
  const work: ImagesWork = { origin, dist, cacheFolder, claimDay, keys: { cards: keys.cards, posters: keys.posters } }
  const worker = new Worker(load, { eval: true, workerData: work })
  const start = performance.now()
  return new Promise((resolve, reject) => {
    worker.once('message', (result: { og: Drawn; posters: Drawn }) => {
      const now = performance.now()
      resolve({ ...result, ms: Math.round(now - start), done: Math.round(now - started) })
    })
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`images: worker exited with ${code}`)))
  })
}

await prerender()
// Libraries may leave timers behind (TOOLCHAIN.md); the work is done.
process.exit(0)
