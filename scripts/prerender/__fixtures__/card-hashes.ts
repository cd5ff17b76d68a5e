import { createHash } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { cardFont } from '../og-glyphs'
import { ogImages } from '../og-image'
import { renderPng } from '../og-card'

/**
 * Two cards drawn as the build draws them (glyph outlines, then PNG), their SHA-256 by path.
 * og-card.test.ts runs this file in a child process with the system fonts hidden
 * (`scripts/without-system-fonts.sh`) and compares with the same function in its own process.
 */
export async function sampleCardHashes(): Promise<Record<string, string>> {
  const routes = [{ id: 'HomePage', path: '', title: { ko: 'AES 코리아 2025 참가 기념 배지 · 오픈배지 3.0', en: 'Open Badges 3.0: issue, manage & share (2025)' } }]
  const images = ogImages(routes, 'https://www.obadge.example')
  const hashes = await Promise.all(images.map(async ({ path, svg }) => [path, createHash('sha256').update(await renderPng(svg)).digest('hex')]))
  return Object.fromEntries(hashes)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const systemFonts = existsSync('/usr/share/fonts') ? readdirSync('/usr/share/fonts') : []
  console.log(JSON.stringify({ font: cardFont.file, systemFonts, hashes: await sampleCardHashes() }))
}
