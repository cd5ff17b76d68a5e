import { defineConfig, devices } from '@playwright/test'
import os from 'node:os'
import path from 'node:path'
import { chromiumPath } from './scripts/chromium-path'

const port = Number(process.env.E2E_PORT ?? 4173)
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? port + 10)
const workerdPort = Number(process.env.E2E_WORKERD_PORT ?? port + 40)
// integrations.spec.ts serves its own build (analytics and the map turned on) on this port.
process.env.E2E_INTEGRATIONS_PORT ??= String(port + 20)
// second-origin.spec.ts serves a build whose API is elsewhere: its pages on one port, the API on the next.
process.env.E2E_SECOND_ORIGIN_PORT ??= String(port + 30)
// One database file per run, readable by the tests (the stored-row checks). Set once in the
// runner's process; its workers inherit the environment, so all agree on the file.
process.env.E2E_DATABASE_FILE ??= path.join(os.tmpdir(), `obadge-e2e-${process.pid}-${Date.now()}.sqlite`)

/**
 * End-to-end tests in Debian's Chromium (no browser download here) against the built site,
 * served by the real server with a fresh database file per run. `npm test` builds first.
 * The project `nginx` runs the routing and serving checks again against Debian's nginx serving
 * `dist/` with the build's own rules (`dist/nginx/`), `/api/` proxied to the reference server:
 * The project `workerd` runs them against Cloudflare Pages' own runtime (`wrangler pages dev`,
 * offline) serving `dist/` with the build's edge rules (scripts/prerender/edge/), `/api/` passed to the
 * reference server by the worker: the three hosts are held to one list.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Only specs: `*.test.ts` beside them are vitest unit tests of their helpers (axe-report.test.ts).
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  // In CI a failed test is run once more, and Playwright names it "flaky" in the summary when the
  // second run passes: a race on a busy machine (second-origin.spec failed CI twice, in stops 32
  // and 34, and never here) is reported for fixing, not left to block a landing. Locally a
  // failure is a failure.
  retries: process.env.CI ? 1 : 0,
  // Hang detectors, not speed limits: no test's work is bounded by a clock. A test, a hook (a
  // second build, 30 s alone and 2 to 3 minutes on two busy cores) or an expectation (a page's
  // hydration, an axe run of 5 to 10 s on a loaded machine) that takes this long is hung, not
  // slow. The defaults (30 s a test, 5 s an expectation, 60 s a server's start) and the
  // per-test limits that were guesses above them failed loaded runs.
  timeout: 600_000,
  expect: { timeout: 60_000 },
  // `list` prints every failure again, in full, after the run: CI keeps only the log's tail, and
  // `line` printed the reasons where the tail no longer reaches.
  reporter: 'list',
  // Names the spec files that take longest, so a CI log says where the run's minutes went (the
  // suite's target is under 15 minutes in all on two cores).
  reportSlowTests: { max: 12, threshold: 20_000 },
  use: {
    ...devices['Desktop Chrome'],
    // An action (a click, a locator's wait) gets an expectation's time: one that waits longer is
    // hung too. Without it, a click on a button a late popup covered waited out the test's ten
    // minutes before the retry (widths.spec, 2026-11-28).
    actionTimeout: 60_000,
    // The specs on Playwright's own `test` (axe-run, layout-inspection, security, serving) get one
    // browser context and tab a worker, reset between tests, not a new one each test: a new tab's
    // renderer start was half the CPU of a test that loads one page. The specs on fixtures.ts's
    // `test` get a cheaper reset of their own (reused-tab.ts says what it clears and why).
    reuseContext: true,
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'node', use: { baseURL: `http://127.0.0.1:${port}` } },
    { name: 'nginx', testMatch: ['routing.spec.ts', 'serving.spec.ts'], use: { baseURL: `http://127.0.0.1:${nginxPort}` } },
    { name: 'workerd', testMatch: ['routing.spec.ts', 'serving.spec.ts'], use: { baseURL: `http://127.0.0.1:${workerdPort}` } },
  ],
  webServer: [
    {
      command: 'tsx server/main.ts',
      port,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
      env: { PORT: String(port), HOST: '127.0.0.1', DATABASE_FILE: process.env.E2E_DATABASE_FILE },
    },
    {
      command: 'tsx scripts/serve-nginx.ts',
      port: nginxPort,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
      env: { PORT: String(nginxPort), HOST: '127.0.0.1', API_ORIGIN: `http://127.0.0.1:${port}` },
      // Lets the script stop nginx and remove its scratch folder (the default is SIGKILL).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
    },
    {
      // wrangler.toml names dist/ and the compatibility date; API_ORIGIN is the worker's
      // variable for `/api/` (scripts/prerender/edge/worker.ts). No login, no network: its one attempt to
      // fetch Cloudflare's request metadata fails and it goes on with a placeholder.
      command: `wrangler pages dev --port ${workerdPort} --ip 127.0.0.1 --binding API_ORIGIN=http://127.0.0.1:${port} --log-level warn`,
      port: workerdPort,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
      env: { WRANGLER_SEND_METRICS: 'false' },
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
    },
  ],
})
