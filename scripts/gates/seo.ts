import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { buildServer } from '../../server/app'
import { serverConfig } from '../../server/config'
import { siteOriginFromEnv } from '../site-origin'
import { distPages } from '../../server/dist-pages'
import { checkSeo, type BuiltPage } from './seo-rules'

/**
 * `npm run check:seo`: the SEO rules (seo-rules.ts) over every prerendered HTML file of the build
 * (`DIST_DIR`, default dist/), with sitemap URLs and images asked of the reference server as a
 * visitor would (fastify's inject: no port, no network). Exits 1 naming each page and problem.
 */
async function main(): Promise<number> {
  const { distDir } = serverConfig()
  const origin = siteOriginFromEnv()
  const pages = await Promise.all(
    distPages(distDir).map(async ({ file, url }): Promise<BuiltPage> => ({ path: url, html: await readFile(path.join(distDir, file), 'utf8') })),
  )
  const app = await buildServer({ distDir, databaseFile: ':memory:' })
  try {
    const report = await checkSeo({
      origin,
      pages,
      sitemap: await readFile(path.join(distDir, 'sitemap.xml'), 'utf8'),
      get: async (url) => {
        const response = await app.inject({ method: 'GET', url })
        return { status: response.statusCode, body: response.rawPayload }
      },
    })
    const counts = `${report.pages} pages (${report.indexable} indexable), ${report.sitemapUrls} sitemap URLs, ${report.images} og images`
    if (report.problems.length === 0) {
      console.log(`seo: ${counts}: all rules hold`)
      return 0
    }
    console.error(`seo: ${report.problems.length} problems over ${counts}:\n${report.problems.map((p) => `  ${p}`).join('\n')}`)
    return 1
  } finally {
    await app.close()
  }
}

process.exit(await main())
