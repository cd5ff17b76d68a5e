import { readdirSync } from 'node:fs'
import path from 'node:path'
import { noticeAtFile } from '../manifest/notices/addresses'
import { site } from '../src/generated/site.gen'
import { listDocumentAtFile } from '../src/lib/list-documents'

/** A prerendered HTML file of the build and the path a visitor asks for to get it. */
export type DistPage = {
  /** Relative to the build folder, with `/`: `kor/company/about/index.html`. */
  file: string
  /** `/kor/company/about`, a notice at its `?id=N`; `/404.html` for `404.html`, which hosts use for 404 answers only. */
  url: string
}

/**
 * Every prerendered HTML file under `distDir`, sorted, read from the build itself (not from the
 * app's route list), so the gates cover pages that appear later without being told.
 */
export function distPages(distDir: string): DistPage[] {
  const entries = readdirSync(distDir, { withFileTypes: true, recursive: true })
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.relative(distDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort()
    .map((file) => ({ file, url: servedAt(file) }))
}

/**
 * `kor/company/about/index.html` is served at `/kor/company/about`, a notice's file at its
 * address (`/kor/company/event-detail?id=3`), a list's view at its (`/kor/company/press?page=2`,
 * `/kor/openbadge/badge-list?category=edu`); `404.html` at `/404.html`, where no host serves it
 * (src/lib/build-internals.ts): hosts answer unknown addresses with it. An HTML file asked at its
 * own path is redirected here (server/pages.ts).
 */
export function servedAt(file: string): string {
  const url = `/${file}`
  const notice = noticeAtFile(url)
  if (notice) return notice.path
  const list = listDocumentAtFile(url, site.languages.map((l) => l.segment))
  if (list) return list
  return url.endsWith('/index.html') ? url.slice(0, -'/index.html'.length) : url
}
