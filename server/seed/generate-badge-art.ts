// Writes the sample gallery art to server/seed/badges/ (committed). `--check` fails instead of
// writing when a file is missing or differs, so CI notices art that drifted from the seed list.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { badgeArtDirectory, badgeArtFiles } from './badge-art-files'

const checkOnly = process.argv.includes('--check')
const directory = fileURLToPath(badgeArtDirectory)
const wanted = badgeArtFiles()
const problems: string[] = []

mkdirSync(directory, { recursive: true })
for (const [fileName, svg] of wanted) {
  const path = `${directory}${fileName}`
  const current = existsSync(path) ? readFileSync(path, 'utf8') : undefined
  if (current === svg) continue
  if (checkOnly) problems.push(`${fileName}: ${current === undefined ? 'missing' : 'stale'}`)
  else writeFileSync(path, svg)
}
for (const fileName of readdirSync(directory)) {
  if (wanted.has(fileName)) continue
  if (checkOnly) problems.push(`${fileName}: not in the seed list`)
  else rmSync(`${directory}${fileName}`)
}

if (problems.length > 0) {
  console.error(`badge art is stale: run npm run seed:art\n${problems.join('\n')}`)
  process.exit(1)
}
console.log(checkOnly ? `badge art up to date (${wanted.size} files)` : `wrote ${wanted.size} badge images to ${directory}`)
