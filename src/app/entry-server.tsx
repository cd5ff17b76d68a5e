import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server'
import type { Manifest as ViteManifest } from 'vite'
import type { BuiltReads } from './built-reads'
import type { EventPages } from './page-data'
import { createAppRouter } from './router'
import { routerAssets } from './router-assets'

/**
 * Renders one URL to a full HTML response, as the prerender script and the dev server ask.
 * `assets` says which script, stylesheet and per-page chunks each route needs. `builtReads`: the
 * API's answers the prerender read for this page's lists, which it is rendered with; `events`:
 * every event page's data (src/generated/event-pages.gen.ts), which the caller loads, so that
 * nothing the browser's code imports holds it.
 */
export async function render(url: string, viteManifest: ViteManifest | 'dev', { builtReads, events }: { builtReads?: BuiltReads | undefined; events: EventPages }): Promise<Response> {
  const request = new Request(url)
  const router = createAppRouter(builtReads ? { builtReads, events } : { events })
  const manifest = routerAssets(router, viteManifest)
  const handler = createRequestHandler({ request, createRouter: () => router, getRouterManifest: () => manifest })
  return handler(defaultRenderHandler)
}
