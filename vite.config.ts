import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { configDefaults, defineConfig } from 'vitest/config'
import { codegenPlugin } from './codegen/vite-plugin.ts'
import { compileAllOnLoad, compiledOnLoadChunks } from './scripts/compile-hints.ts'
import { preloadDependencies } from './scripts/preload-dependencies.ts'
import { siteOriginFromEnv } from './scripts/site-origin.ts'
import { chromiumPath } from './scripts/chromium-path.ts'
import { testsReplacingModules, unitTestDirs } from './scripts/test-isolation.ts'

const siteOrigin = siteOriginFromEnv()
const preloads = preloadDependencies()
// The unit test files that replace a module or a global (scripts/test-isolation.ts); read only when vitest runs.
const testsWithOwnModules = process.env.VITEST ? testsReplacingModules(path.resolve('.')) : []

// One config for the client build, the SSR build (`vite build --ssr`), the dev server and vitest.
export default defineConfig(({ isSsrBuild }) => ({
  // Codegen in the dev server only (the plugin says why): the build runs the CLI first.
  plugins: [vanillaExtractPlugin(), codegenPlugin(), preloads.plugin],
  publicDir: 'public',
  resolve: {
    // The browser build leaves TanStack Form's devtools bus out (see the shim); SSR and tests keep it.
    // It also gives TanStack Store the selector hook without the shim of useSyncExternalStore for
    // React before 18 (React 19 has the hook): 0.2 kB gzip on every page. And it leaves TanStack
    // Form's field groups out: 3.6 kB gzip on every form page.
    alias:
      isSsrBuild || process.env.VITEST
        ? []
        : [
            { find: '@tanstack/devtools-event-client', replacement: path.resolve('src/lib/shims/devtools-event-client.ts') },
            { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
            // TanStack Form's own relative import of its field groups, which the site never uses (see the shim).
            { find: /^\.\/useFormGroup\.js$/, replacement: path.resolve('src/lib/shims/tanstack-form-group.ts') },
          ],
  },
  define: { 'import.meta.env.SITE_ORIGIN': JSON.stringify(siteOrigin) },
  build: {
    manifest: true,
    // The SSR bundle only renders; the site's files are the client build's. A copy of public/ in
    // dist-ssr/ would also change with every entry's artwork, and the bundle is part of every
    // page's key in the prerender's cache (scripts/prerender/build-cache.ts).
    copyPublicDir: !isSsrBuild,
    // The brand face's woff2 files are files of their own, whatever their size: inlined into the
    // stylesheet, which blocks the first paint, the Hangul one would be downloaded by every page,
    // whether it shows Korean or not, and before anything is drawn.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    // A page module is imported without preloading its dependencies, and no import lists the
    // start-up chunks (scripts/preload-dependencies.ts says why): listing every page's
    // dependencies in the start-up chunk cost 0.8 kB gzip on every page.
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    // One stylesheet for the whole site: it is small, cached once, and every prerendered page can
    // link it in <head> without a per-route CSS map (no flash of unstyled content).
    cssCodeSplit: false,
    rolldownOptions: {
      // The client has no index.html: every page is prerendered HTML that loads this entry.
      ...(isSsrBuild ? {} : { input: 'src/app/entry-client.tsx' }),
      checks: { moduleLevelDirective: false },
      // typesafe-i18n's browser locale detectors, which the site never calls, are created at the
      // top level of their modules; without this they stay in the start-up chunk (0.15 kB gzip).
      treeshake: { moduleSideEffects: [{ test: /typesafe-i18n[\\/]detectors[\\/]/, sideEffects: false }] },
      // React with React DOM in one start-up chunk (entry-client.tsx): fewer chunk boundaries,
      // whose import/export glue costs bytes on every page.
      ...(isSsrBuild
        ? {}
        : {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'react-dom', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                  // The card grid and the steps, one chunk: every page with steps has a card grid (home,
                  // the service and solution pages), and two chunks cost their glue twice
                  // (docs/performance.md, the product screens). Their own modules only: the shell, the
                  // section head and the icon they import stay where they are.
                  { name: 'card-grid', test: /src[\\/]sections[\\/](card-grid|steps)[\\/]/, includeDependenciesRecursively: false },
                ],
              },
              // A shared chunk is named after its first module. The shell's is a vanilla-extract
              // style module, `button.css.ts.vanilla`, a name every chunk that imports the shell
              // repeats in its import: without the suffix, 46 to 77 B gzip less on every page.
              chunkFileNames: (chunk: { name: string }) => `assets/${chunk.name.replace(/\.css\.ts\.vanilla$/, '')}-[hash].js`,
              // After minification, which would drop the comment (scripts/compile-hints.ts says why).
              postBanner: (chunk: { name: string }) => (compiledOnLoadChunks.includes(chunk.name) ? compileAllOnLoad : ''),
            },
          }),
    },
  },
  ssr: { noExternal: [/^@vanilla-extract\//] },
  optimizeDeps: {
    // The dev server finds the dependencies to pre-bundle by scanning the client entry's imports,
    // but this import is written by vanilla-extract's transform of a recipe, so the scan cannot
    // see it. Found only when the first page with a recipe is opened, it made Vite pre-bundle
    // again and reload that page as it loaded (a fresh clone's `npm run dev`; CI's edit-loop test).
    include: ['@vanilla-extract/recipes/createRuntimeFn'],
  },
  test: {
    environment: 'node',
    // The unit tests that open a page (the edit loop, the event recipe) launch the browser the
    // browser tests drive; codegen/ may not import scripts/ (eslint.config.js), so they read it here.
    env: { CHROMIUM_PATH: chromiumPath },
    // A test file on every core: vitest keeps one core for itself by default (one worker on two
    // cores), but most of this suite's time is spent in child processes the worker only waits for
    // (codegen, builds, tsc, servers). Two quiet cores: 3 min 59 s with one worker, 2 min 46 s with two.
    maxWorkers: availableParallelism(),
    // Hang detectors, not speed limits: no test's work is bounded by a clock. The 30 s this was
    // failed loaded runs (a property test of 1,000 requests, 14 s alone, passed 30 s on two busy
    // cores), and a hook's 10 s default is less than a server's start on such a machine. A test
    // or hook that runs five minutes is hung, not slow; one that needs more says so, with why.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // expect.poll waits on a state the work reaches (connections open, a server stopped); its
    // 1 s default raced the machine's load the same way.
    expect: { poll: { timeout: 60_000 } },
    // Files share their worker's modules (scripts/test-isolation.ts says why), but for those that
    // replace a module or a global, each in a graph of its own. `include` is the projects' alone:
    // a project that extends this config adds its arrays to this config's.
    projects: process.env.VITEST
      ? [
          {
            extends: true,
            test: { name: 'shared-modules', isolate: false, include: [`{${unitTestDirs.join(',')}}/**/*.test.{ts,tsx}`], exclude: [...configDefaults.exclude, ...testsWithOwnModules] },
          },
          // Only when there are some: a project with no include of its own would take vitest's default, which finds the browser specs.
          ...(testsWithOwnModules.length > 0 ? [{ extends: true as const, test: { name: 'own-modules', isolate: true, include: testsWithOwnModules } }] : []),
        ]
      : [],
  },
}))
