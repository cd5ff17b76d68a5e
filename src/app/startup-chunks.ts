import type { Manifest as ViteManifest } from 'vite'

/** The client entry every prerendered page loads (vite.config.ts `input`). */
export const clientEntryId = 'src/app/entry-client.tsx'

/** The module of every event page (the event route's component, src/app/event-route.ts): its chunk is the page's own. */
export const eventPageModuleId = 'src/app/event-page.tsx'

/**
 * The Vite manifest keys every page starts from: the client entry and its start-up steps (the
 * entry's own dynamic imports: React DOM and the app, each evaluated in a task of its own; see
 * entry-client.tsx). The prerender modulepreloads all of them; the bundle gate counts them all.
 */
export function startupChunks(manifest: ViteManifest): string[] {
  const entry = manifest[clientEntryId]
  if (!entry) throw new Error(`vite manifest has no chunk "${clientEntryId}"`)
  return [clientEntryId, ...(entry.dynamicImports ?? [])]
}
