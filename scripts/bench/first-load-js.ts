import type { Manifest as ViteManifest } from 'vite'

import { clientEntryId, eventPageModuleId, startupChunks } from '../../src/app/startup-chunks'

export { clientEntryId }

/** `SampleBadgesV3Page` -> `sample-badges-v3-page`, as codegen names a route's page module. */
function kebabCase(id: string): string {
  return id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()
}

/** The Vite manifest key of a page's module: a page's generated one, or the one all event pages share. */
export function pageModuleId(route: { id: string; event?: unknown }): string {
  return route.event ? eventPageModuleId : `src/generated/pages/${kebabCase(route.id)}.gen.tsx`
}

/**
 * The JavaScript files a page loads before it is interactive: the start-up chunks and the page's
 * own module, each with the closure of its static imports (other dynamic imports load later, on
 * demand). Chunks may import the entry back, so the walk keeps a visited set. Sorted, each once.
 */
export function firstLoadFiles(manifest: ViteManifest, pageModule: string): string[] {
  const files = firstLoadChunks(manifest, pageModule).map((key) => manifest[key]!.file)
  return [...new Set(files)].filter((file) => file.endsWith('.js')).sort()
}

/** The Vite manifest keys of the chunks `firstLoadFiles` lists (the entry's and the page's closure). */
export function firstLoadChunks(manifest: ViteManifest, pageModule: string): string[] {
  const visited = new Set<string>()
  const walk = (key: string) => {
    if (visited.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`vite manifest has no chunk "${key}"`)
    visited.add(key)
    for (const imported of chunk.imports ?? []) walk(imported)
  }
  for (const key of startupChunks(manifest)) walk(key)
  walk(pageModule)
  return [...visited]
}

/** First-load JS of a page: each file's gzipped size (as `gzipBytes` reports it), summed. */
export function firstLoadJsBytes(manifest: ViteManifest, pageModule: string, gzipBytes: (file: string) => number): { bytes: number; files: { file: string; bytes: number }[] } {
  const files = firstLoadFiles(manifest, pageModule).map((file) => ({ file, bytes: gzipBytes(file) }))
  return { bytes: files.reduce((sum, f) => sum + f.bytes, 0), files }
}
