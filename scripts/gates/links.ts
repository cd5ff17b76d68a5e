import { serverConfig } from '../../server/config'
import { siteOriginFromEnv } from '../site-origin'
import { checkLinks } from './links-check'

/**
 * `npm run check:links`: linkinator over every prerendered page of the build (`DIST_DIR`,
 * default dist/) served by the reference server; broken internal links, anchors and redirecting
 * links fail, naming the page and the link (links-check.ts says exactly what is checked).
 */
const started = Date.now()
const report = await checkLinks({ distDir: serverConfig().distDir, origin: siteOriginFromEnv() })
const counts = `${report.pages} pages, ${report.checked} links checked, ${report.skipped} off-site skipped, ${((Date.now() - started) / 1000).toFixed(1)} s`
if (report.problems.length === 0) {
  console.log(`links: ${counts}: no broken link or anchor`)
  process.exit(0)
}
console.error(`links: ${report.problems.length} broken over ${counts}:\n${report.problems.map((p) => `  ${p}`).join('\n')}`)
process.exit(1)
