import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { isMissing } from './outputs'
import { sectionComponentFile } from './sections'

/**
 * The manifest's three lists (manifest/site.ts says why they are written by hand): the folder,
 * and the call that makes one of its files an entry its `index.ts` must list.
 */
const LISTS = [
  { folder: 'manifest/pages', define: 'definePage' },
  { folder: 'manifest/sections', define: 'defineSectionType' },
  { folder: 'manifest/events', define: 'defineEvent' },
] as const

/** A file or section type that is not registered where the site would find it. */
export class RegistrationError extends Error {
  override name = 'RegistrationError'
}

function fail(problems: string[]): void {
  if (problems.length > 0) throw new RegistrationError(problems.join('\n'))
}

/**
 * Every file of the three folders that defines an entry is imported by its folder's list. Reads
 * the sources only, so it runs before the manifest loads: a forgotten line is named as such, not
 * as the error of a page that uses what the list lacks.
 */
export async function checkListed(root: string): Promise<void> {
  const problems: string[] = []
  for (const { folder, define } of LISTS) {
    const list = await readFile(path.join(root, folder, 'index.ts'), 'utf8')
    const files = (await readdir(path.join(root, folder))).filter((f) => f.endsWith('.ts') && f !== 'index.ts' && !/\.(gen|test)\.ts$/.test(f)).sort()
    for (const file of files) {
      const name = file.slice(0, -3)
      if (list.includes(`from './${name}'`)) continue
      if (!new RegExp(`\\b${define}\\(`).test(await readFile(path.join(root, folder, file), 'utf8'))) continue
      problems.push(`${folder}/${file}: ${folder}/index.ts does not list it; import it there and add it to the list`)
    }
  }
  fail(problems)
}

/** False only when nothing is there; any other error (permissions, I/O) is thrown. */
async function exists(file: string): Promise<boolean> {
  try {
    await stat(file)
    return true
  } catch (error) {
    if (isMissing(error)) return false
    throw error
  }
}

/** What codegen needs of a listed section type to check it. */
type ListedSectionType = { schema: { shape: { type: { value: unknown } } } }

/**
 * A section type is one name for three things: its key in manifest/sections/index.ts (and its
 * schema's `type` literal), its schema file and its component. A half-added type fails here,
 * named, before anything is generated; so does a component folder no listed type owns.
 */
export async function checkSectionTypes(root: string, sectionTypes: Record<string, ListedSectionType>): Promise<void> {
  const problems: string[] = []
  const names = Object.keys(sectionTypes).sort()
  for (const name of names) {
    const literal = sectionTypes[name]!.schema.shape.type.value
    if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) problems.push(`manifest/sections/index.ts: "${name}": a section type is a kebab-case name`)
    if (literal !== name) problems.push(`manifest/sections/index.ts: "${name}" is listed with a schema whose type is "${String(literal)}"; use one name for both`)
    if (!(await exists(path.join(root, `manifest/sections/${name}.ts`)))) problems.push(`section type "${name}": listed, but there is no manifest/sections/${name}.ts`)
    if (!(await exists(path.join(root, sectionComponentFile(name))))) {
      problems.push(`section type "${name}": manifest/sections/${name}.ts has no component at ${sectionComponentFile(name)}`)
    }
  }
  const folders = (await readdir(path.join(root, 'src/sections'), { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name)
  for (const folder of folders.sort()) {
    if (!names.includes(folder)) problems.push(`section type "${folder}": src/sections/${folder}/ has no schema listed in manifest/sections/index.ts`)
  }
  fail(problems)
}

/**
 * Every file of `public/partners/` is the logo of a listed event: a logo put there for an entry
 * that `npm run new:event` refused (or an entry since removed) would otherwise ship with the
 * site, a partner's file public before any page names it.
 */
export async function checkPartnerFiles(root: string, logos: readonly string[]): Promise<void> {
  const folder = 'public/partners'
  const files = await readdir(path.join(root, folder)).catch((error: unknown) => {
    if (isMissing(error)) return []
    throw error
  })
  const used = new Set(logos)
  fail(
    files
      .filter((file) => !used.has(`/partners/${file}`))
      .sort()
      .map((file) => `${folder}/${file}: no event entry names it as its partner logo; remove it, or give it with --partner-logo /partners/${file}`),
  )
}
