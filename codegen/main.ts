import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { API_RULES_FILE, generateApiRules, readApiContract } from './api-contract'
import { generateApiOperations } from './api-operations'
import { API_TYPES_FILE, generateApiTypes } from './api-types'
import { checkAgainstContract, ContractError, resolveQuery } from './contract-checks'
import { generateI18n } from './i18n'
import { withQueryDefaults } from './link-search'
import { syncOutputs, type Outputs } from './outputs'
import { generatePageContent, generatePageModule } from './page-modules'
import { ROUTE_TREE_FILE, generateRouteTree } from './route-tree'
import {
  SECTION_INDEX_FILE,
  SECTION_REGISTRY_FILE,
  SectionTypeError,
  discoverSectionTypes,
  generateSectionIndex,
  generateSectionRegistry,
} from './sections'
import { SITE_DATA_FILE, generateSiteData } from './site-data'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const OWNED_DIRS = ['src/generated', 'manifest/sections']

/**
 * The section index first: the page schema validates sections with the union it declares, so it
 * must be current before the manifest is loaded (hence the dynamic imports below).
 */
async function syncSectionIndex(repoRoot: string, check: boolean) {
  const types = await discoverSectionTypes(repoRoot)
  const index: Outputs = new Map([[SECTION_INDEX_FILE, generateSectionIndex(types)]])
  const { stale } = await syncOutputs(repoRoot, index, { check, ownedDirs: [] })
  return { types, index, stale }
}

/** Everything codegen produces, from manifest/, openapi/api.yaml and the i18n dictionaries. */
export async function generateAll(repoRoot = root, { check = false } = {}): Promise<Outputs> {
  const { types, index } = await syncSectionIndex(repoRoot, check)
  const { loadSite } = await import(pathToFileURL(path.join(repoRoot, 'manifest/site.ts')).href)
  const { sectionTypes } = await import(pathToFileURL(path.join(repoRoot, SECTION_INDEX_FILE)).href)
  const site = await (loadSite as typeof import('../manifest/site').loadSite)()
  const contract = await readApiContract(path.join(repoRoot, 'openapi/api.yaml'))
  checkAgainstContract(site, contract, sectionTypes)
  const resolved = site.routes.map((r) => ({ ...r, query: resolveQuery(r.query, contract) }))
  const routes = resolved.map((r) => ({ ...r, sections: withQueryDefaults(r.sections, resolved) }))
  const navigation = withQueryDefaults(site.navigation, resolved)
  const popups = withQueryDefaults(site.popups, resolved)
  const outputs: Outputs = new Map([
    ...index,
    [SITE_DATA_FILE, generateSiteData({ ...site, navigation, routes })],
    [ROUTE_TREE_FILE, generateRouteTree(routes)],
    [SECTION_REGISTRY_FILE, generateSectionRegistry(types)],
    [API_TYPES_FILE, await generateApiTypes(path.join(repoRoot, 'openapi/api.yaml'))],
    [API_RULES_FILE, generateApiRules(contract)],
    ...generateApiOperations(contract),
    ...routes.map((r) => generatePageModule(r, popups, sectionTypes)),
    ...routes.flatMap((r) => generatePageContent(r, sectionTypes)),
    ...(await generateI18n(repoRoot)),
  ])
  return outputs
}

// By name: a test may run codegen on a copy of the repository, whose error classes are other objects.
const INPUT_ERRORS = new Set<string>(['ManifestError', ContractError.name, SectionTypeError.name])
const isInputError = (e: unknown) => e instanceof Error && INPUT_ERRORS.has(e.name)

async function main(): Promise<number> {
  const check = process.argv.includes('--check')
  let outputs: Outputs
  try {
    outputs = await generateAll(root, { check })
  } catch (error) {
    if (!isInputError(error)) throw error
    console.error(`The manifest has errors:\n${(error as Error).message}`)
    return 1
  }
  const { stale } = await syncOutputs(root, outputs, { check, ownedDirs: OWNED_DIRS })
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
