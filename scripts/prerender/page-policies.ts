import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Integration } from '../../src/lib/integrations'
import { pageContentSecurityPolicy } from '../../src/lib/security-headers'
import { analyticsIdsFromEnv } from './analytics'

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
 * The integrations this build turns on, in a fixed order: analytics when its ID is set (a
 * malformed one fails, as in `analyticsIdsFromEnv`), the Kakao map when `VITE_KAKAO_MAP_KEY` is
 * (the value the office map section is compiled with: any non-empty one loads the SDK).
 *
 * Every page gets all of them, the map's hosts too although only the about page draws the map:
 * after its first page the site navigates in the app, and a document keeps the policy it was
 * served with, so a visitor who comes to the about page from any other page (the usual way, by
 * the menu) gets the map under that page's policy. Narrowing the map's hosts to the about page
 * would mean a full page load for every arrival there; the hosts it adds are narrow (scripts
 * only under the maps paths, images from the map CDNs), so the gain would be small.
 */
export function configuredIntegrations(env: Record<string, string | undefined> = process.env): Integration[] {
  const analytics = analyticsIdsFromEnv(env)
  const integrations: Integration[] = []
  if (analytics.ga) integrations.push('googleAnalytics')
  if (analytics.gtm) integrations.push('tagManager')
  if (env.VITE_KAKAO_MAP_KEY) integrations.push('kakaoMap')
  return integrations
}

/**
 * The Content-Security-Policy of every HTML file of the build, by its path under `dist`
 * (`/kor/index.html`, `/404.html`), computed from the file as written. The Node server sends it
 * with the file (server/pages.ts reads `dist/nginx/csp.json`); nginx gets the same as a map.
 */
export async function pagePolicies(
  dist: string,
  options: { apiOrigin?: string; integrations?: readonly Integration[] } = {},
): Promise<Record<string, string>> {
  const files = (await htmlFiles(dist, dist)).sort()
  const policyOptions = { ...(options.apiOrigin ? { apiOrigin: options.apiOrigin } : {}), integrations: options.integrations ?? [] }
  const entries = await Promise.all(
    files.map(async (file) => [file, pageContentSecurityPolicy(await readFile(path.join(dist, file), 'utf8'), policyOptions)] as const),
  )
  return Object.fromEntries(entries)
}
