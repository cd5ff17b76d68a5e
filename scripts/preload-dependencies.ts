import type { OutputBundle } from 'rolldown'
import type { Plugin } from 'vite'

/** A page module (codegen's `src/generated/pages/*-page.gen.tsx`) or the event pages' one (src/app/startup-chunks.ts `eventPageModuleId`). */
const pageModule = /[\\/](src[\\/]generated[\\/]pages[\\/][\w-]+-page\.gen\.tsx|src[\\/]app[\\/]event-page\.tsx)$/

/**
 * What a dynamic import of the client build preloads with it (Vite's
 * `build.modulePreload.resolveDependencies`): every chunk it needs except
 *
 * - the start-up chunks (the entry, its dynamic imports and what they import: React DOM, the app,
 *   the shell; src/app/startup-chunks.ts), which every prerendered page modulepreloads in its
 *   HTML and has loaded before any other import runs;
 * - for a page module, anything: its page's HTML modulepreloads its chunks, and a link
 *   preloads the next page on intent, whose imports then follow in a hop. An event page is only
 *   ever rendered from its own HTML (an in-app link to one loads it as a document).
 *
 * Each name left out is a file name with its hash in a list the importing chunk carries: the
 * event page's eight in the app's start-up chunk and the start-up chunks' own in the entry cost
 * every page 0.25 kB gzip.
 */
export function preloadDependencies(): { plugin: Plugin; resolveDependencies: (file: string, deps: string[]) => string[] } {
  let startup = new Set<string>()
  let pages = new Set<string>()
  const plugin: Plugin = {
    name: 'preload-dependencies',
    apply: 'build',
    // Before Vite's import analysis, which calls resolveDependencies as it writes the lists.
    generateBundle: {
      order: 'pre',
      handler(_, bundle) {
        startup = startupFiles(bundle as unknown as OutputBundle)
        pages = new Set(Object.values(bundle).flatMap((c) => (c.type === 'chunk' && c.facadeModuleId && pageModule.test(c.facadeModuleId) ? [c.fileName] : [])))
      },
    },
  }
  const resolveDependencies = (file: string, deps: string[]) => (pages.has(file) ? [] : deps.filter((d) => !startup.has(d)))
  return { plugin, resolveDependencies }
}

/** The entry chunk, its dynamic imports and every chunk those import statically: what startupChunks() of src/app/startup-chunks.ts reads from Vite's manifest. */
function startupFiles(bundle: OutputBundle): Set<string> {
  const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []))
  const entry = chunks.find((c) => c.isEntry)
  if (!entry) return new Set()
  const files = new Set<string>([entry.fileName])
  const add = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    const chunk = bundle[file]
    if (chunk?.type === 'chunk') chunk.imports.forEach(add)
  }
  entry.imports.forEach(add)
  entry.dynamicImports.forEach(add)
  return files
}
