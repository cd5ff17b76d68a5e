import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brandFiles, sampleBadgeFile } from './brand-files'

/**
 * `npm run draw:brand`: writes our logo's files and the sample badge's picture into `public/` where
 * `manifest/brand.ts` names them (`brand-files.test.ts` fails while one is stale). A provider with its own files puts them
 * there instead and does not run this.
 */
const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public')
for (const [address, svg] of [...brandFiles(), sampleBadgeFile()]) {
  const file = path.join(publicDir, address)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, svg)
  console.log(`draw:brand: public${address}`)
}
