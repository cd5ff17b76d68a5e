import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { ErrorPayload, HotUpdateOptions, Plugin, ViteDevServer } from 'vite'
import { isI18nOutput } from './i18n.ts'
import { syncOutputs, type Outputs } from './outputs.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** A file whose edit changes what codegen writes: an entry, the contract, a dictionary. */
export function isCodegenInput(file: string): boolean {
  const rel = path.relative(root, file).split(path.sep).join('/')
  if (rel === 'openapi/api.yaml') return true
  if (/\.test\.tsx?$/.test(rel)) return false
  if (rel.startsWith('manifest/')) return true
  return rel.startsWith('src/i18n/') && !isI18nOutput(rel)
}

/** The first file a codegen message names (`manifest/events/aeskr.ts: company: required`). */
function firstNamedFile(message: string): string | undefined {
  return /^([\w./-]+\.(?:tsx?|ya?ml|json|svg|png)):/m.exec(message)?.[1]
}

/** Vite's error overlay for a failed run: every problem, one per line, under the first file named. */
function overlayError(error: unknown): ErrorPayload['err'] {
  const { message, stack = '' } = error instanceof Error ? error : new Error(String(error))
  const file = firstNamedFile(message)
  // An input error is the maintainer's to fix and its message says where; a stack would only
  // point into codegen. Anything else is a bug in codegen, whose stack is the clue.
  const isInput = /^(Manifest|Contract|Registration)Error$/.test(error instanceof Error ? error.name : '')
  return {
    message: `The manifest has errors:\n${message}`,
    stack: isInput ? '' : stack,
    plugin: 'obadge:codegen',
    ...(file ? { id: path.join(root, file), loc: { file: path.join(root, file), line: 1, column: 1 } } : {}),
  }
}

/**
 * Codegen inside the dev server, as TanStack Router's plugin runs its generator: one run as the
 * server starts, and one after each edit to an input (isCodegenInput), which reloads the page
 * when it wrote something. A run that fails shows Vite's error overlay, naming every problem,
 * on the open page and on every page opened until a run succeeds. Runs never overlap: edits
 * made during a run start one more run when it ends.
 */
export function codegenPlugin(): Plugin {
  let server: ViteDevServer | undefined
  let failure: ErrorPayload['err'] | undefined
  let running: Promise<void> | undefined
  let again = false
  /** What the last successful run produced, by path from the root: its writes need no reload of Vite's own. */
  let produced: Outputs = new Map()

  /**
   * Whether a watched change is a file exactly as the last run left it (written, or removed as no
   * longer generated). That run invalidated it and reloaded the page once, after all its writes;
   * Vite's own reload for the same file would come later, one per file, and abort a page opened
   * meanwhile. A generated file changed any other way (a manual `npm run codegen` that writes
   * something else) still updates as usual.
   */
  async function isOwnWrite(file: string, type: HotUpdateOptions['type']): Promise<boolean> {
    const rel = path.relative(root, file).split(path.sep).join('/')
    if (!rel.startsWith('src/generated/')) return false
    const content = produced.get(rel)
    if (type === 'delete') return content === undefined
    if (content === undefined) return false
    const onDisk = await readFile(file).catch(() => null)
    return onDisk !== null && onDisk.equals(typeof content === 'string' ? Buffer.from(content) : content)
  }

  /** Every module of manifest/ in the server's graphs, so the next run evaluates each entry again. */
  function invalidateManifest(vite: ViteDevServer) {
    for (const environment of Object.values(vite.environments)) {
      for (const [file, modules] of environment.moduleGraph.fileToModulesMap) {
        if (!file.startsWith(path.join(root, 'manifest') + path.sep)) continue
        for (const module of modules) environment.moduleGraph.invalidateModule(module)
      }
    }
  }

  /** The written files' modules, so the reload renders and serves what was just written. */
  function invalidateWritten(vite: ViteDevServer, written: string[]) {
    for (const environment of Object.values(vite.environments)) {
      for (const rel of written) {
        for (const module of environment.moduleGraph.getModulesByFile(path.join(root, rel)) ?? []) environment.moduleGraph.invalidateModule(module)
      }
    }
  }

  async function run(vite: ViteDevServer) {
    const started = performance.now()
    try {
      // Imported when it runs, by an address Vite's config bundler does not follow: `vite build`
      // and vitest read the same config, and would otherwise bundle and load all of codegen
      // (TypeScript among its libraries). `npm run dev` runs under tsx, which imports TypeScript.
      const { generateAll } = (await import(pathToFileURL(path.join(root, 'codegen/main.ts')).href)) as typeof import('./main')
      const outputs = await generateAll((file) => vite.ssrLoadModule(`/${file}`))
      // Before the writes: the watcher may report the first while the last is being written.
      produced = outputs
      const { stale } = await syncOutputs(root, outputs, { check: false, ownedDirs: ['src/generated'] })
      const written = stale.map((entry) => entry.replace(/ \(no longer generated\)$/, ''))
      const cleared = failure !== undefined
      failure = undefined
      invalidateWritten(vite, written)
      if (written.length > 0 || cleared) vite.ws.send({ type: 'full-reload', path: '*' })
      vite.config.logger.info(`codegen: ${written.length} of ${outputs.size} files written in ${Math.round(performance.now() - started)} ms`, { timestamp: true })
    } catch (error) {
      failure = overlayError(error)
      // An entry loaded while its problems were being collected is the entry as written; the
      // next run must evaluate it again to check it again, even if its file is not edited.
      invalidateManifest(vite)
      vite.ws.send({ type: 'error', err: failure })
      vite.config.logger.error(failure.message, { timestamp: true })
    }
  }

  function schedule(): Promise<void> {
    if (!server) return Promise.resolve()
    const vite = server
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        await run(vite)
      } while (again)
    })().finally(() => {
      running = undefined
    })
    return running
  }

  return {
    name: 'obadge:codegen',
    // The dev server only. The build runs the CLI before Vite; vitest serves the same config and
    // must never rewrite src/generated under the tests that read it.
    apply: (_config, { command }) => command === 'serve' && !process.env.VITEST,
    configureServer(vite) {
      server = vite
      // A page opened (or reloaded) while the inputs are broken shows the problems too.
      vite.ws.on('connection', (socket) => {
        if (failure) socket.send(JSON.stringify({ type: 'error', err: failure }))
      })
    },
    async buildStart() {
      await schedule()
    },
    async hotUpdate({ file, type }) {
      if (await isOwnWrite(file, type)) return []
      if (!isCodegenInput(file)) return
      // Once per edit, not once per environment; the run's reload replaces Vite's own update
      // (which would reload before the generated files change).
      if (this.environment.name === 'client') void schedule()
      return []
    },
  }
}
