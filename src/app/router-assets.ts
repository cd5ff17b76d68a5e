import { rootRouteId } from '@tanstack/react-router'
import type { Manifest as RouterManifest } from '@tanstack/router-core'
import type { Manifest as ViteManifest } from 'vite'
import { pageModules } from '../generated/route-tree.gen'
import { siteStylesheets } from '../lib/stylesheet-preload'
import type { AppRouter } from './router'
import { clientEntryId as CLIENT_ENTRY, startupChunks } from './startup-chunks'

/** A chunk's file and the files of every chunk it imports statically (to modulepreload). */
function chunkFiles(vite: ViteManifest, key: string, seen = new Set<string>()): string[] {
  const chunk = vite[key]
  if (!chunk || seen.has(key)) return []
  seen.add(key)
  return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => chunkFiles(vite, k, seen))]
}

/**
 * The router's asset manifest: the root gets the client entry script and the one stylesheet;
 * each page route gets a modulepreload of its own chunk, so hydration does not wait on a
 * waterfall. In dev, Vite serves the entry as source and injects styles itself.
 */
export function routerAssets(router: AppRouter, vite: ViteManifest | 'dev'): RouterManifest {
  if (vite === 'dev') {
    return {
      routes: {
        [rootRouteId]: {
          scripts: [{ attrs: { type: 'module', src: '/@vite/client' } }, { attrs: { type: 'module', src: `/${CLIENT_ENTRY}` } }],
        },
      },
    }
  }
  const entry = vite[CLIENT_ENTRY]
  if (!entry) throw new Error(`${CLIENT_ENTRY} is missing from Vite's manifest: run the client build first`)
  // Every page loads the entry (the script below), its static imports and its start-up chunks.
  const startupFiles = new Set(startupChunks(vite).flatMap((key) => chunkFiles(vite, key)))
  const routes: RouterManifest['routes'] = {
    [rootRouteId]: {
      preloads: [...startupFiles].filter((f) => f !== entry.file).map((f) => `/${f}`),
      css: siteStylesheets(vite),
      scripts: [{ attrs: { type: 'module', src: `/${entry.file}` } }],
    },
  }
  for (const route of Object.values(router.routesById)) {
    const { pageId, pageModule } = route.options.staticData ?? {}
    const module = pageModule ?? (pageId && pageModules[pageId as keyof typeof pageModules])
    if (!module) continue
    // A page's own chunks, without those the root already preloads.
    routes[route.id] = { preloads: chunkFiles(vite, module).filter((f) => !startupFiles.has(f)).map((f) => `/${f}`) }
  }
  return { routes }
}
