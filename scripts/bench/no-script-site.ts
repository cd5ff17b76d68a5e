import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { compressBeside } from '../prerender/compress'
import { stripScripts } from './strip-scripts'

/**
 * A temporary copy of the build in which the given pages have no script: served by a second
 * reference server, they arrive with the same headers and the same brotli as the real pages,
 * so the only difference Lighthouse sees is the JavaScript.
 */
export async function writeNoScriptSite(dist: string, pagePaths: readonly string[]): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'obadge-bench-noscript-'))
  const remove = () => rm(dir, { recursive: true, force: true })
  try {
    await cp(dist, dir, { recursive: true })
    for (const pagePath of pagePaths) {
      const file = path.join(dir, pagePath, 'index.html')
      const html = await readFile(file, 'utf8')
      const stripped = stripScripts(html)
      if (stripped === html) throw new Error(`${pagePath}: no script to remove; is ${dist} a build of this site?`)
      await Promise.all([rm(`${file}.br`, { force: true }), rm(`${file}.gz`, { force: true })])
      await writeFile(file, stripped)
      await compressBeside(file)
    }
  } catch (error) {
    await remove()
    throw error
  }
  return { dir, remove }
}
