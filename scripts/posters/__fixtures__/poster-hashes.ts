import { createHash } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadSite } from '../../../manifest/site'
import { posterContents } from '../poster-content'
import { drawPosters } from '../write-posters'

const publicDir = path.resolve(import.meta.dirname, '../../../public')
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/**
 * Two events' posters and slides drawn as the build draws them, their SHA-256 by file: a Korean
 * page without a partner and the English example with its logo (whose SVG sets text, like every
 * badge artwork). posters.test.ts runs this file in a child process with the system fonts hidden
 * (`scripts/without-system-fonts.sh`) and compares with the same function in its own process.
 */
export async function samplePosterHashes(): Promise<Record<string, string>> {
  const routes = loadSite().routes.filter((r) => r.event?.slug === 'aeskr' || r.event?.slug === 'example-event-en')
  // A fixed build day: the English example's deadline moves with the day, and the two processes must draw the same poster.
  const posters = await drawPosters(posterContents(routes, 'https://www.obadge.example', publicDir, Date.parse('2026-09-16T12:00:00+09:00')))
  return Object.fromEntries(posters.flatMap(({ content, pdf, slide }) => [[`${content.slug}.pdf`, sha256(pdf)], [`${content.slug}-slide.png`, sha256(slide)]]))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const systemFonts = existsSync('/usr/share/fonts') ? readdirSync('/usr/share/fonts') : []
  console.log(JSON.stringify({ systemFonts, hashes: await samplePosterHashes() }))
}
