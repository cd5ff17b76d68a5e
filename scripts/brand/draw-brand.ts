import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brandFiles } from './brand-files'

/**
 * `npm run draw:brand`: writes our logo's files into `public/` where `manifest/brand.ts` names
 * them (`brand-files.test.ts` fails while one is stale). A provider with its own files puts them
 * there instead and does not run this.
 */
const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public')
for (const [address, svg] of brandFiles()) {
  const file = path.join(publicDir, address)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, svg)
  console.log(`draw:brand: public${address}`)
}
