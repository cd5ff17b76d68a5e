import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { importZones } from './eslint/import-zones.js'

/**
 * Imports flow one way (STYLE.md): manifest -> codegen -> src/generated -> src, with server/,
 * scripts/ and tests/ beside. Each zone names the folders its files must not import, whatever
 * the depth of the importing file. scripts/lint-zones.test.ts proves a forbidden import fails.
 */
const zones = [
  { target: './manifest', from: ['./src', './codegen', './server', './scripts', './tests'], message: 'manifest/ is data: it imports only its own schemas.' },
  { target: './codegen', from: ['./src', './server', './scripts', './tests'], message: 'codegen/ reads manifest/ and openapi/ and writes generated files; it imports nothing of the site.' },
  { target: './src', from: ['./codegen', './server', './scripts', './tests'], message: 'src/ is the site: it never imports codegen, the server, scripts or tests.' },
  {
    target: './src',
    from: './src/generated/claim-codes.gen.ts',
    message: 'The claim codes are for the server only: a page asks for a code and never knows it, so no built file holds one (docs/decisions/claim-codes.md).',
  },
  {
    target: './src',
    from: ['./src/generated/event-routes.gen.ts', './src/generated/event-pages.gen.ts'],
    message: 'Which events exist is for the servers and the prerender, which hand the renderer (entry-server.tsx) their data: in the browser every event would weigh on every page. An event page gets its own data from its HTML (src/app/event-route.ts).',
  },
  {
    target: './src',
    from: ['./src/generated/addresses-in-use.gen.ts', './src/generated/company-codes.gen.ts'],
    testsMay: true,
    message: 'What the pages take changes with every entry: in a module of the browser it renamed every chunk, and so every page. The browser reads it from the built site (src/lib/in-use-file.ts).',
  },
  {
    target: './server',
    from: './src',
    except: ['./generated', './lib', './i18n', './api', './app/entry-server.tsx'],
    message: 'server/ shares only the pure parts of src/ (generated contract types and rules, lib, i18n, the API client for tests; the dev server renders the SSR entry), never React code.',
  },
  { target: './server', from: ['./codegen', './scripts', './tests'], message: 'server/ stands alone: no codegen, scripts or tests.' },
  { target: './scripts', from: ['./tests', './codegen'], message: 'scripts/ build and check the site; they do not import tests or codegen internals.' },
  { target: './tests', from: ['./codegen', './scripts'], message: 'tests/ check the built site as a visitor would; they do not import build code.' },
]

/** What the partner request's preview and the poster content it shares with the build read of the manifest (see below). */
const previewManifest = ['!**/manifest/event-time-text', '!**/manifest/zoned-time', '!**/manifest/event-intro-section', '!**/manifest/in-language']
/** How a time zone is written, and the default one: the partner request's time-zone field, in the page's first load, reads them. */
const zoneName = '!**/manifest/zone-name'

export default tseslint.config(
  {
    ignores: ['dist/', '.wrangler/', 'dist-ssr/', 'dist-private/', 'dist-cache/', 'dist-e2e/', 'node_modules/', 'test-results/', 'playwright-report/', 'scratch/', '**/*.gen.*', 'src/i18n/i18n-*.ts', '**/*.scratch.ts', '**/__fixtures__/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-zones': importZones },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
      'import-zones/one-way': ['error', { zones }],
    },
  },
  {
    // The manifest's zod schemas must not reach the browser: src/ may import their types only,
    // the breakpoints, plain numbers the theme shares with the carousel's schema, the brand face's
    // family, weights and Hangul range, plain data codegen cuts the font by, and the date
    // formatter, plain functions the build and the legal pages share, and the icon names and
    // the sprite's address (manifest/icons.ts, plain strings), and how a time zone is written
    // (zone-name: a pattern and a constant). The partner request's preview (loaded when asked
    // for) draws with the build's own functions, none of them a schema: an event's times written
    // out (event-time-text, zoned-time), its page's intro (event-intro-section) in one language
    // (in-language). One file is let through below.
    files: ['src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/manifest/**', '!**/manifest/breakpoints', '!**/manifest/brand-face', '!**/manifest/format-date', '!**/manifest/icons', zoneName, ...previewManifest],
              allowTypeImports: true,
              message: 'src/ reads the manifest through src/generated/ (types from manifest/ are fine).',
            },
          ],
        },
      ],
    },
  },
  {
    // The first use of Intl on a page loads ICU data: one task of 80 to 100 ms on a 4x-slowed CPU,
    // the biggest single cost after React itself in the start-up traces (docs/performance.md).
    // The site's own code formats with src/lib/group-digits.ts and hand-written dates instead.
    files: ['src/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', { name: 'Intl', message: 'Intl costs 80-100 ms of main thread at first use; use src/lib/group-digits.ts or format by hand.' }],
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message: 'toLocale*String starts Intl (80-100 ms of main thread at first use); use src/lib/group-digits.ts or format by hand.',
        })),
      ],
    },
  },
  {
    // A function a reader takes in at once: past 80 lines a component or a test group splits into
    // named parts (a form's hook, its groups of fields), each of which can be read by its name.
    files: ['src/**'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['src/sections/*/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/manifest/**', '!**/manifest/format-date', zoneName, ...previewManifest], allowTypeImports: true, message: 'src/ reads the manifest through src/generated/ (types from manifest/ are fine).' },
            { regex: '^\\.\\./[^./][^/]*/', message: 'Sections never import each other: share through src/components or src/lib.' },
          ],
        },
      ],
    },
  },
  {
    // One schema reaches the browser on purpose: a partner's request is checked in its form with
    // the very schema the API and new:event use (manifest/schema/partner-request.ts). Only this
    // module imports it, and only a worker runs it (check-event.worker.ts, started when the partner
    // presses send), so it is never in a page's first load (npm run check:bundle holds that).
    files: ['src/sections/partner-request-form/check-event.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // One module reads Intl in the page, never at start-up: the list of time zones, asked for when
    // a partner first focuses the request's time-zone field (time-zone-field.tsx).
    files: ['src/sections/partner-request-form/time-zones.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
)
