import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server'
import type { Manifest as ViteManifest } from 'vite'
import { createAppRouter } from './router'
import { routerAssets } from './router-assets'

/**
 * Renders one URL to a full HTML response, as the prerender script and the dev server ask.
 * `assets` says which script, stylesheet and per-page chunks each route needs.
 */
export async function render(url: string, viteManifest: ViteManifest | 'dev'): Promise<Response> {
  const request = new Request(url)
  const router = createAppRouter()
  const manifest = routerAssets(router, viteManifest)
  const handler = createRequestHandler({ request, createRouter: () => router, getRouterManifest: () => manifest })
  return handler(defaultRenderHandler)
}
