import { existsSync, readFileSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { distPages } from '../../server/dist-pages'
import { serverConfig } from '../../server/config'
import { site } from '../../src/generated/site.gen'
import { siteOriginFromEnv } from '../site-origin'
import { checkStructuredData, pictureOf } from './structured-data-rules'

/**
 * `npm run check:structured-data`: the structured-data rules (structured-data-rules.ts) over every
 * prerendered HTML file of the build (`DIST_DIR`, default dist/). Addresses on the site count as
 * served when the build holds the file or the page (`<path>/index.html`); a picture is read from
 * the file's bytes. Exits 1 naming each page and problem.
 */
async function main(): Promise<number> {
  const { distDir } = serverConfig()
  const pages = await Promise.all(distPages(distDir).map(async ({ file, url }) => ({ path: url, html: await readFile(path.join(distDir, file), 'utf8') })))
  const isFile = (file: string) => existsSync(file) && statSync(file).isFile()
  const fileAt = (address: string) => path.join(distDir, decodeURIComponent(address.split(/[?#]/)[0]!))
  const serves = (address: string) => {
    const file = fileAt(address)
    return file.startsWith(distDir) && (isFile(file) || isFile(path.join(file, 'index.html')))
  }
  const picture = (address: string) => {
    const file = fileAt(address)
    return file.startsWith(distDir) && isFile(file) ? pictureOf(readFileSync(file)) : undefined
  }
  const homePaths = site.languages.map((l) => `/${l.segment}`)
  const report = checkStructuredData({ origin: siteOriginFromEnv(), pages, homePaths, serves, picture })
  const types = Object.entries(report.types).map(([type, count]) => `${count} ${type}`).join(', ')
  if (report.problems.length === 0) {
    console.log(`structured data: ${report.pages} pages (${types}): all rules hold`)
    return 0
  }
  console.error(`structured data: ${report.problems.length} problems over ${report.pages} pages:\n${report.problems.map((p) => `  ${p}`).join('\n')}`)
  return 1
}

process.exit(await main())
