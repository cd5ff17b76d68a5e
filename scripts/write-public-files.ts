import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** The site's `public/` folder, whose files are served as they are. */
const publicDir = path.resolve(import.meta.dirname, '../public')

/**
 * Writes drawn files (each a path on the site, `/illustrations/…`, and its text) into `public/`,
 * making their folders, and says how many went where: the last step of every drawing script
 * (`npm run draw:screens`, `npm run draw:notices`).
 */
export function writePublicFiles(files: readonly { file: string; svg: string }[], label: string): void {
  for (const { file, svg } of files) {
    mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
    writeFileSync(path.join(publicDir, file), svg)
  }
  const folders = [...new Set(files.map(({ file }) => `public${path.posix.dirname(file)}/`))]
  console.log(`${label}: ${files.length} drawn into ${folders.join(', ')}`)
}
