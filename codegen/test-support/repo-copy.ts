import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)
const repo = path.resolve(import.meta.dirname, '../..')
const tsx = path.join(repo, 'node_modules/.bin/tsx')
const vite = path.join(repo, 'node_modules/.bin/vite')
// The native TypeScript compiler (TypeScript 7), as `npm run typecheck` runs it: docs/testing.md says why.
const tsgo = path.join(repo, 'node_modules/.bin/tsgo')

/** What codegen and the client build read; the copy shares node_modules by a symlink. */
const SOURCES = [
  'manifest',
  'codegen',
  'openapi',
  'src',
  'public',
  // The scripts vite.config.ts imports are found in it (`viteConfigScripts`, below). The sharing
  // cards' face (scripts/prerender/og-glyphs.ts reads it through this).
  'scripts/fonts.ts',
  'scripts/new-event.ts',
  'scripts/event-entry',
  'scripts/prerender',
  // The prerender draws the events' posters (PDF through scripts/pdf/).
  'scripts/posters',
  'scripts/pdf',
  // The first-load JavaScript gate, which a new route must pass as `npm test` runs it.
  'scripts/gates/bundle.ts',
  'scripts/gates/bundle-weights.ts',
  'scripts/gates/bundle-baseline.json',
  'scripts/bench/budgets.ts',
  'scripts/bench/first-load-js.ts',
  // The check of every built event page against its entry (no browser).
  'scripts/gates/event-pages.ts',
  'scripts/gates/event-page-rules.ts',
  'scripts/gates/html-head.ts',
  // The build cache's test (scripts/prerender) builds copies with the scale bench's synthetic events.
  'scripts/bench/scale',
  // The prerender's tests import the page server; the copy must typecheck as a whole.
  'server',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  // The build cache's keys hold the dependencies as the lockfile pins them (scripts/prerender/cache-keys.ts).
  'package-lock.json',
  '.typesafe-i18n.json',
  ...viteConfigScripts(),
]

/**
 * The files of scripts/ that vite.config.ts imports, read from its imports: a script the config
 * came to import (scripts/preload-dependencies.ts) was missing from the copies, and every build
 * of one failed.
 */
function viteConfigScripts(): string[] {
  const config = readFileSync(path.join(repo, 'vite.config.ts'), 'utf8')
  return [...config.matchAll(/from '\.\/(scripts\/[^']+)'/g)].map((m) => m[1]!)
}

export type RepoCopy = {
  dir: string
  /** `tsx codegen/main.ts [args]` in the copy, in its own process. */
  codegen(args?: string[]): Promise<{ stdout: string; stderr: string }>
  /** `tsgo --noEmit` over the copy (the project's tsconfig), as `npm run typecheck` runs it. */
  typecheck(): Promise<{ stdout: string; stderr: string }>
  /** `tsx <script> [args]` in the copy, with `env` added to this process's environment. */
  script(file: string, args?: string[], env?: NodeJS.ProcessEnv): Promise<{ stdout: string; stderr: string }>
  /** `npm run build` up to the prerender: codegen, then the client and the SSR bundle. `env` is added to a production build's environment. */
  bundles(env?: NodeJS.ProcessEnv): Promise<void>
  /** The build's last step, `tsx scripts/prerender/main.ts [args]`, in a production build's environment with `env` added; resolves with what it printed. */
  prerender(args?: string[], env?: NodeJS.ProcessEnv): Promise<string>
  /** `npm run build` in the copy: `bundles`, then `prerender`; resolves with what the prerender printed. */
  build(env?: NodeJS.ProcessEnv): Promise<string>
  /** `vite build` of the client in the copy. */
  buildClient(): Promise<void>
  remove(): Promise<void>
}

/**
 * The environment of a production build: vitest sets NODE_ENV=test (a development build of React)
 * and VITEST, under which vite.config.ts keeps the test resolution (no browser shims), so a build
 * under them would not weigh what `npm run build` ships.
 */
const productionEnv = (): NodeJS.ProcessEnv => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST'))),
  NODE_ENV: 'production',
})

/**
 * A scratch copy of the repository, to run codegen and builds on a changed manifest. `buildCache`:
 * for a copy that will be built in full (`build()`), the repository's build cache comes along.
 */
export async function copyRepo({ buildCache = false } = {}): Promise<RepoCopy> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'obadge-copy-'))
  for (const source of SOURCES) await cp(path.join(repo, source), path.join(dir, source), { recursive: true })
  await symlink(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'))
  // The build's cache (scripts/prerender/build-cache.ts), when `npm test` has built first: the
  // copy's build then draws only what its change reaches. Copied, not linked: the copy's build
  // writes and prunes its own.
  if (buildCache) {
    await cp(path.join(repo, 'dist-cache'), path.join(dir, 'dist-cache'), { recursive: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error
    })
  }
  const bundles = async (extra: NodeJS.ProcessEnv = {}) => {
    const env = { ...productionEnv(), ...extra }
    await run(tsx, ['codegen/main.ts'], { cwd: dir })
    await run(vite, ['build', '--logLevel', 'error'], { cwd: dir, env })
    await run(vite, ['build', '--logLevel', 'error', '--ssr', 'src/app/entry-server.tsx', '--outDir', 'dist-ssr'], { cwd: dir, env })
  }
  const prerender = async (args: string[] = [], extra: NodeJS.ProcessEnv = {}) => {
    const { stdout, stderr } = await run(tsx, ['scripts/prerender/main.ts', ...args], { cwd: dir, env: { ...productionEnv(), ...extra } })
    return `${stdout}${stderr}`
  }
  return {
    dir,
    codegen: (args = []) => run(tsx, ['codegen/main.ts', ...args], { cwd: dir }),
    script: (file, args = [], env = {}) => run(tsx, [file, ...args], { cwd: dir, env: { ...process.env, ...env } }),
    bundles,
    prerender,
    build: async (extra = {}) => {
      await bundles(extra)
      return prerender([], extra)
    },
    typecheck: () => run(tsgo, ['--noEmit', '-p', 'tsconfig.json'], { cwd: dir }),
    buildClient: async () => {
      await run(vite, ['build', '--logLevel', 'error'], { cwd: dir, env: productionEnv() })
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  }
}
