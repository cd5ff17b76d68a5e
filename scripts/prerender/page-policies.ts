import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { pageContentSecurityPolicy } from '../../src/lib/security-headers'

async function htmlFiles(dir: string, root: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((e) => {
      const full = path.join(dir, e.name)
      if (e.isDirectory()) return e.name === 'nginx' || e.name === '.vite' ? [] : htmlFiles(full, root)
      return e.name.endsWith('.html') ? [`/${path.relative(root, full).split(path.sep).join('/')}`] : []
    }),
  )
  return nested.flat()
}

/**
 * The Content-Security-Policy of every HTML file of the build, by its path under `dist`
 * (`/kor/index.html`, `/404.html`), computed from the file as written. The Node server sends it
 * with the file (server/pages.ts reads `dist/nginx/csp.json`); nginx gets the same as a map.
 */
export async function pagePolicies(dist: string, apiOrigin = process.env.VITE_API_ORIGIN): Promise<Record<string, string>> {
  const files = (await htmlFiles(dist, dist)).sort()
  const entries = await Promise.all(
    files.map(async (file) => [file, pageContentSecurityPolicy(await readFile(path.join(dist, file), 'utf8'), apiOrigin ? { apiOrigin } : {})] as const),
  )
  return Object.fromEntries(entries)
}
