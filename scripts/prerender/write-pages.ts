import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Manifest as ViteManifest } from 'vite'
import type { EventPages } from '../../src/app/page-data'
import { withAnalytics, type AnalyticsIds } from './analytics'
import type { BuildCache } from './build-cache'
import { builtReadsFor, type ListsAtBuild } from './build-reads'
import { headTags, withHeadTags, type HeadInputs } from './head-tags'
import { mapLimited } from './map-limited'
import { eventAt, pageKey } from './page-key'
import { atRenderInstant } from './render-clock'
import type { PrerenderPage } from './site-files'

type Render = typeof import('../../src/app/entry-server').render

/** What the pages are rendered with: the renderer and its inputs, and the cache with every page's shared key (page-key.ts). */
export type PageWriting = {
  render: Render
  vite: ViteManifest
  reads: ListsAtBuild | undefined
  events: EventPages
  head: HeadInputs
  analytics: AnalyticsIds
  dist: string
  cache: BuildCache
  shared: string
}

/**
 * Writes each page's final HTML to its file under `dist`: from the cache when it holds the page
 * (its key: what it is drawn from), else rendered, with the prerender's head tags and analytics,
 * and kept there. Copies run several at a time; renders one at a time, under the stopped clock.
 * Returns how many came from the cache.
 */
export async function writePages(pages: readonly PrerenderPage[], writing: PageWriting): Promise<{ reused: number }> {
  const { vite, reads, events, head, analytics, dist, cache, shared } = writing
  const planned = pages.map((page) => {
    const builtReads = builtReadsFor(reads, page.url)
    const tags = headTags(page.url, head)
    const key = pageKey(shared, { url: page.url, file: page.file, builtReads, headTags: tags, analytics, event: eventAt(page.url, events) })
    return { url: page.url, file: path.join(dist, page.file), name: `${key}.html`, builtReads, tags }
  })
  const found = await mapLimited(planned, (page) => cache.copyTo('pages', page.name, page.file))
  for (const page of planned.filter((_, i) => !found[i])) {
    const html = withAnalytics(withHeadTags(await renderPage(page.url, writing.render, vite, { builtReads: page.builtReads, events }), page.tags), analytics)
    await mkdir(path.dirname(page.file), { recursive: true })
    await writeFile(page.file, html)
    await cache.put('pages', page.name, html)
  }
  return { reused: found.filter(Boolean).length }
}

/** One page's HTML as the renderer writes it, under the stopped clock (render-clock.ts). */
function renderPage(url: string, render: Render, vite: ViteManifest, options: Parameters<Render>[2]): Promise<string> {
  return atRenderInstant(async () => {
    let response = await render(`http://localhost${url}`, vite, options)
    // A page with query defaults (the gallery) redirects to its canonical query: render that.
    const location = response.status === 307 ? response.headers.get('location') : null
    if (location) response = await render(new URL(location, 'http://localhost').href, vite, options)
    // The page's end says why: TanStack writes a loader's error into the dehydrated state there.
    if (response.status !== 200) throw new Error(`prerender ${url}: HTTP ${response.status}; the page ends: ${(await response.text()).slice(-1500)}`)
    return response.text()
  })
}
