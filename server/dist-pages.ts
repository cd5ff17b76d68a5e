import { readdirSync } from 'node:fs'
import path from 'node:path'
import { servedAt } from './served-at'

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
