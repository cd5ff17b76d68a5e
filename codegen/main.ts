import path from 'node:path'
import { fileURLToPath } from 'node:url'
// Types and a pure function only: no manifest entry loads with it (see generateAll).
import { breadcrumbTrail } from '../manifest/breadcrumbs'
import { ManifestError } from '../manifest/schema/define'
import { API_RULES_FILE, generateApiRules, readApiContract } from './api-contract'
import { generateApiOperations } from './api-operations'
import { API_TYPES_FILE, generateApiTypes } from './api-types'
import { CLAIM_WINDOWS_FILE, generateClaimWindows } from './claim-windows'
import { COMPANY_CODES_FILE, generateCompanyCodes } from './company-codes'
import { checkAgainstContract, ContractError, resolveQuery } from './contract-checks'
import { generateI18n } from './i18n'
import { ICON_SPRITE_FILE, generateIconSprite, lucideFiles, lucideVersion } from './icon-sprite'
import { withQueryDefaults } from './link-search'
import { syncOutputs, type Outputs } from './outputs'
import { generatePageContent, generatePageModule } from './page-modules'
import { checkListed, checkPartnerFiles, checkSectionTypes, RegistrationError } from './registrations'
import { ROUTE_TREE_FILE, generateRouteTree } from './route-tree'
import { SECTION_REGISTRY_FILE, generateSectionRegistry } from './sections'
import { SITE_DATA_FILE, generateSiteData } from './site-data'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * Everything codegen produces, from manifest/, openapi/api.yaml and the i18n dictionaries. Reads
 * the manifest and writes nothing it needs, so one run on any checkout is enough, in any order.
 */
async function generateAll(): Promise<Outputs> {
  await checkListed(root)
  // Imported here, not at the top: an entry whose defineX check fails throws as its file loads,
  // and main() reports that like any other manifest error instead of crashing on the import.
  const { loadSite } = await import('../manifest/site')
  const { sectionTypes } = await import('../manifest/sections/index')
  const { icons } = await import('../manifest/icons')
  await checkSectionTypes(root, sectionTypes)
  const site = loadSite()
  await checkPartnerFiles(root, site.routes.flatMap((r) => (r.event?.partner?.logo ? [r.event.partner.logo] : [])))
  const contract = await readApiContract(path.join(root, 'openapi/api.yaml'))
  checkAgainstContract(site, contract, sectionTypes)
  const resolved = site.routes.map((r) => ({ ...r, query: resolveQuery(r.query, contract) }))
  const routes = resolved.map((r) => ({ ...r, sections: withQueryDefaults(r.sections, resolved) }))
  const navigation = withQueryDefaults(site.navigation, resolved)
  const popups = withQueryDefaults(site.popups, resolved)
  const outputs: Outputs = new Map([
    [SITE_DATA_FILE, generateSiteData({ ...site, navigation, routes })],
    [ROUTE_TREE_FILE, generateRouteTree(routes, sectionTypes)],
    [SECTION_REGISTRY_FILE, generateSectionRegistry(Object.keys(sectionTypes).sort())],
    [API_TYPES_FILE, await generateApiTypes(path.join(root, 'openapi/api.yaml'))],
    [API_RULES_FILE, generateApiRules(contract)],
    [CLAIM_WINDOWS_FILE, generateClaimWindows(routes)],
    [COMPANY_CODES_FILE, generateCompanyCodes(routes, sectionTypes)],
    [ICON_SPRITE_FILE, await generateIconSprite(icons, lucideFiles(root), await lucideVersion(root))],
    ...generateApiOperations(contract),
    ...routes.map((r) => generatePageModule(r, popups, sectionTypes, breadcrumbTrail(r.id, { routes, navigation }))),
    ...routes.flatMap((r) => generatePageContent(r, sectionTypes)),
    ...(await generateI18n(root)),
  ])
  return outputs
}

/** A mistake in the manifest or the contract, which codegen names; anything else is a bug and throws. */
const isInputError = (e: unknown) => e instanceof ManifestError || e instanceof ContractError || e instanceof RegistrationError

async function main(): Promise<number> {
  const check = process.argv.includes('--check')
  let outputs: Outputs
  try {
    outputs = await generateAll()
  } catch (error) {
    if (!isInputError(error)) throw error
    console.error(`The manifest has errors:\n${(error as Error).message}`)
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

process.exitCode = await main()
