import { realpathSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
// Types and a pure function only: no manifest entry loads with it (see generateAll).
import { breadcrumbTrail } from '../manifest/breadcrumbs'
import { collectingManifestIssues, isManifestError, ManifestError } from '../manifest/schema/define'
import { generateBrandFace, siteCharacters } from './brand-face'
import { API_BASE_FILE, API_RULES_FILE, generateApiBase, generateApiRules, readApiContract } from './api-contract'
import { generateApiOperations } from './api-operations'
import { API_TYPES_FILE, generateApiTypes } from './api-types'
import { CLAIM_CODES_FILE, generateClaimCodes } from './claim-codes'
import { CLAIM_WINDOWS_FILE, generateClaimWindows } from './claim-windows'
import { ADDRESSES_IN_USE_FILE, generateAddressesInUse } from './addresses-in-use'
import { COMPANY_CODES_FILE, generateCompanyCodes } from './company-codes'
import { checkAgainstContract, ContractError, resolveQuery } from './contract-checks'
import { EVENT_PAGES_FILE, EVENT_ROUTES_FILE, generateEventPages, generateEventRoutes } from './event-pages'
import { generateI18n } from './i18n'
import { ICON_SPRITE_FILE, generateIconSprite, lucideFiles, lucideVersion } from './icon-sprite'
import { withQueryDefaults } from './link-search'
import { syncOutputs, type Outputs } from './outputs'
import { generatePageContent, generatePageModule } from './page-modules'
import { checkListed, checkPartnerFiles, checkSectionTypes, RegistrationError } from './registrations'
import { ROUTE_TREE_FILE, generateRouteTree } from './route-tree'
import { SECTION_REGISTRY_FILE, generateSectionRegistry } from './sections'
import { SITE_DATA_FILE, generateShellText, generateSiteData } from './site-data'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Imports a module of the repository by its path from the root (`manifest/site.ts`). */
export type LoadModule = (file: string) => Promise<unknown>

const importModule: LoadModule = (file) => import(pathToFileURL(path.join(root, file)).href)

/** A mistake in the manifest or the contract, which codegen names; anything else is a bug and throws. */
const isInputError = (e: unknown): e is Error => isManifestError(e) || e instanceof ContractError || e instanceof RegistrationError

/**
 * Everything codegen produces, from manifest/, openapi/api.yaml and the i18n dictionaries. Reads
 * the manifest and writes nothing it needs, so one run on any checkout is enough, in any order.
 * `load` imports the manifest: natively for the CLI, through Vite in the dev server, which
 * loads an edited entry afresh. Every check runs before any fails, so one run names every
 * problem (a ManifestError listing them all).
 */
export async function generateAll(load: LoadModule = importModule): Promise<Outputs> {
  // The i18n generator is a process of its own (two seconds or more): it runs while the manifest
  // loads. Its failure is a bug, reported when it is awaited, not as an unhandled rejection now.
  const i18n = generateI18n(root)
  i18n.catch(() => undefined)
  const problems: string[] = []
  // A step's input errors are noted and the run goes on; a crash after one is its consequence.
  const noting = async <T>(step: () => Promise<T> | T): Promise<T | undefined> => {
    try {
      return await step()
    } catch (error) {
      if (isInputError(error)) problems.push(error.message)
      else if (problems.length === 0) throw error
      return undefined
    }
  }
  await noting(() => checkListed(root))
  // Loaded here, not imported at the top: an entry whose defineX check fails is noted as its file
  // loads, and the others still load (collectingManifestIssues).
  const manifest = await noting(() =>
    collectingManifestIssues(async () => {
      const { loadSite } = (await load('manifest/site.ts')) as typeof import('../manifest/site')
      const { sectionTypes } = (await load('manifest/sections/index.ts')) as typeof import('../manifest/sections/index')
      const { icons } = (await load('manifest/icons.ts')) as typeof import('../manifest/icons')
      return { site: loadSite(), sectionTypes, icons }
    }),
  )
  const contract = await noting(() => readApiContract(path.join(root, 'openapi/api.yaml')))
  if (manifest) {
    await noting(() => checkSectionTypes(root, manifest.sectionTypes))
    await noting(() => checkPartnerFiles(root, manifest.site.routes.flatMap((r) => (r.event?.partner?.logo ? [r.event.partner.logo] : []))))
    if (contract) await noting(() => checkAgainstContract(manifest.site, contract, manifest.sectionTypes))
  }
  if (problems.length > 0 || !manifest || !contract) throw new ManifestError(problems.join('\n'))
  const { site, sectionTypes, icons } = manifest
  const resolved = site.routes.map((r) => ({ ...r, query: resolveQuery(r.query, contract) }))
  const routes = resolved.map((r) => ({ ...r, sections: withQueryDefaults(r.sections, resolved) }))
  const navigation = withQueryDefaults(site.navigation, resolved)
  const popups = withQueryDefaults(site.popups, resolved)
  // A page module per page; the event pages share one (src/app/event-page.tsx).
  const pages = routes.filter((r) => !r.event)
  // The characters of the site's face: its files, and what an event page needs beyond them.
  const faceCharacters = await siteCharacters(root)
  const outputs: Outputs = new Map([
    [SITE_DATA_FILE, generateSiteData({ ...site, navigation, routes, popups })],
    generateShellText({ ...site, navigation }, 'ko'),
    generateShellText({ ...site, navigation }, 'en'),
    [ROUTE_TREE_FILE, generateRouteTree(routes, sectionTypes)],
    [SECTION_REGISTRY_FILE, generateSectionRegistry(Object.keys(sectionTypes).sort())],
    [API_TYPES_FILE, await generateApiTypes(root)],
    [API_BASE_FILE, generateApiBase(contract)],
    [API_RULES_FILE, generateApiRules(contract)],
    [EVENT_ROUTES_FILE, generateEventRoutes(routes)],
    [EVENT_PAGES_FILE, generateEventPages(routes, sectionTypes, faceCharacters.latin + faceCharacters.hangul)],
    [CLAIM_WINDOWS_FILE, generateClaimWindows(routes)],
    [CLAIM_CODES_FILE, generateClaimCodes(routes)],
    [COMPANY_CODES_FILE, generateCompanyCodes(routes, sectionTypes)],
    [ADDRESSES_IN_USE_FILE, generateAddressesInUse(routes)],
    [ICON_SPRITE_FILE, await generateIconSprite(icons, lucideFiles(root), await lucideVersion(root))],
    ...generateApiOperations(contract),
    ...pages.map((r) => generatePageModule(r, popups, sectionTypes, breadcrumbTrail(r.id, { routes, navigation }))),
    ...pages.flatMap((r) => generatePageContent(r, popups, sectionTypes, breadcrumbTrail(r.id, { routes, navigation }))),
    ...(await i18n),
    ...(await generateBrandFace(root, faceCharacters)),
  ])
  return outputs
}

async function main(): Promise<number> {
  const check = process.argv.includes('--check')
  let outputs: Outputs
  try {
    outputs = await generateAll()
  } catch (error) {
    if (!isInputError(error)) throw error
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

// Run as the CLI (`npm run codegen`); the dev server's plugin imports generateAll instead. The
// real path, as Node gives the module its own: a checkout reached through a symlink still runs.
const invoked = process.argv[1] ? pathToFileURL(realpathSync(process.argv[1])).href : undefined
if (import.meta.url === invoked) process.exitCode = await main()
