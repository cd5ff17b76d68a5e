import type { BuildTimes } from './build-stages'

/** What the bench measures of one state of the manifest. */
export interface ScaleFigures {
  events: number
  build: BuildTimes
  /** `npm run build`'s steps again, after one more event was added. */
  rebuild: BuildTimes
  /** Gzip bytes of the heaviest page of each kind (`home`, `content`, `list`, `form`, `event`). */
  firstLoadJs: Record<string, number>
  dist: { bytes: number; files: number }
  tests: { tests: number; files: number }
  serverStartMs: number
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const kB = (bytes: number | undefined) => (bytes === undefined ? 'none' : `${(bytes / 1000).toFixed(1)} kB`)

/** One row per figure: its label and how a state's figures show it. */
const rows: [string, (f: ScaleFigures) => string][] = [
  ...['home', 'content', 'list', 'form', 'event'].map((kind): [string, (f: ScaleFigures) => string] => [`first-load JS, heaviest ${kind} page (gzip)`, (f) => kB(f.firstLoadJs[kind])]),
  ['build: codegen (`npm run codegen`)', (f) => seconds(f.build.codegen)],
  ['build: Vite client build', (f) => seconds(f.build.client)],
  ['build: Vite SSR build', (f) => seconds(f.build.ssr)],
  ['build: prerender, all of it', (f) => seconds(f.build.prerender)],
  ['… of which the pages', (f) => `${seconds(f.build.pages)} (${f.build.pageCount} pages)`],
  ['… sharing cards, beside the pages', (f) => seconds(f.build.ogImages)],
  ['… posters, beside the pages', (f) => seconds(f.build.posters)],
  ['… event pages with a file of the face of their own', (f) => `${f.build.faces.pages} pages, ${f.build.faces.files} files`],
  ['build: total', (f) => seconds(f.build.total)],
  ['second build, one more event added', (f) => seconds(f.rebuild.total)],
  ['… of which codegen, the Vite client and SSR builds', (f) => seconds(f.rebuild.codegen + f.rebuild.client + f.rebuild.ssr)],
  ['… of which the prerender', (f) => seconds(f.rebuild.prerender)],
  ['… what it made (the rest from the cache)', (f) => (f.rebuild.made ? `${f.rebuild.made.pages} pages, ${f.rebuild.made.cards} cards, ${f.rebuild.made.posterFiles} poster files, ${f.rebuild.made.faceFiles} files of the face` : 'no cache')],
  ['`dist/` size', (f) => `${(f.dist.bytes / 1e6).toFixed(1)} MB in ${f.dist.files} files`],
  ['browser tests (`playwright test --list`)', (f) => `${f.tests.tests} in ${f.tests.files} files`],
  ['server start until `GET /kor` is 200', (f) => seconds(f.serverStartMs)],
]

/** The markdown table of both states, one row per figure. */
export function figuresTable(today: ScaleFigures, scaled: ScaleFigures): string {
  const header = `| figure | today's entries (${today.events} events) | +${scaled.events - today.events} synthetic |`
  return [header, '|---|---:|---:|', ...rows.map(([label, show]) => `| ${label} | ${show(today)} | ${show(scaled)} |`)].join('\n')
}
