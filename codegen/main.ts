import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ManifestError } from '../manifest/schema/define'
import { loadSite } from '../manifest/site'
import { API_TYPES_FILE, generateApiTypes } from './api-types'
import { generateI18n } from './i18n'
import { syncOutputs, type Outputs } from './outputs'
import { generatePageModule } from './page-modules'
import { ROUTE_TREE_FILE, generateRouteTree } from './route-tree'
import { SITE_DATA_FILE, generateSiteData } from './site-data'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Everything codegen produces, from manifest/, openapi/api.yaml and the i18n dictionaries. */
export async function generateAll(repoRoot = root): Promise<Outputs> {
  const site = await loadSite()
  const outputs: Outputs = new Map([
    [SITE_DATA_FILE, generateSiteData(site)],
    [ROUTE_TREE_FILE, generateRouteTree(site.routes)],
    [API_TYPES_FILE, await generateApiTypes(path.join(repoRoot, 'openapi/api.yaml'))],
    ...site.routes.map(generatePageModule),
    ...(await generateI18n(repoRoot)),
  ])
  return outputs
}

async function main(): Promise<number> {
  const check = process.argv.includes('--check')
  let outputs: Outputs
  try {
    outputs = await generateAll()
  } catch (error) {
    if (!(error instanceof ManifestError)) throw error
    console.error(`The manifest has errors:\n${error.message}`)
    return 1
  }
  const { stale } = await syncOutputs(root, outputs, { check, ownedDirs: ['src/generated'] })
  if (check && stale.length > 0) {
    console.error(`stale: run npm run codegen\n${stale.map((f) => `  ${f}`).join('\n')}`)
    return 1
  }
  console.log(
    check
      ? `codegen: ${outputs.size} generated files are up to date`
      : `codegen: ${stale.length} of ${outputs.size} files written`,
  )
  return 0
}

// Imported by tests for `generateAll`; run as a script by `npm run codegen`.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main()
}
