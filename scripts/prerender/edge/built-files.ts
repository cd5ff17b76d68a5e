import { readdirSync } from 'node:fs'
import path from 'node:path'
import { edgeHostFiles, isBuildInternal } from '../../../src/lib/build-internals'
import { site } from '../../../src/generated/site.gen'

/** Every file of the build, as the path a request names (`/kor/index.html`), sorted; the edge's own files left out. */
export function builtFiles(dist: string): string[] {
  return readdirSync(dist, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => `/${path.relative(dist, path.join(e.parentPath, e.name)).split(path.sep).join('/')}`)
    .filter((file) => !edgeHostFiles.includes(file) && !file.startsWith('/netlify/'))
    .sort()
}

/** Whether a file is served by the page rules (a language's folder) rather than as the file it is. */
export const isPageFile = (file: string) => site.languages.some((l) => file.startsWith(`/${l.segment}/`))

/**
 * The site's static files, the ones a host serves as they are (not a page, not one of the build's
 * internals), as patterns a host's rules can list: a file at the top by its name
 * (`/robots.txt`), the files of a folder by their ending (`/assets/*.js`), never a precompressed
 * copy (`/assets/*.js` does not match `/assets/x.js.gz`).
 */
export function staticFilePatterns(files: readonly string[]): string[] {
  const patterns = new Set<string>()
  for (const file of files) {
    if (isPageFile(file) || isBuildInternal(file)) continue
    const [, top = '', ...rest] = file.split('/')
    const ending = path.posix.extname(file)
    patterns.add(rest.length === 0 || !ending ? file : `/${top}/*${ending}`)
  }
  return [...patterns].sort()
}
