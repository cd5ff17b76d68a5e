import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { withHeader } from './header'

export const SECTION_INDEX_FILE = 'manifest/sections/index.gen.ts'
export const SECTION_REGISTRY_FILE = 'src/generated/sections.gen.ts'

/** `issuance-form` -> `issuanceForm`. */
const camel = (type: string) => type.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())

/** `issuance-form` -> `IssuanceFormSection`: the component's import name in page modules. */
export function sectionComponentName(type: string): string {
  const name = camel(type)
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}Section`
}

/** Where a section type's component lives, relative to the repository root. */
export const sectionComponentFile = (type: string) => `src/sections/${type}/${type}.tsx`

/**
 * The section types of the repository: every `manifest/sections/<type>.ts`, checked against the
 * component folders of `src/sections/`. A half-added type fails here, named, before anything else.
 */
export async function discoverSectionTypes(root: string): Promise<string[]> {
  const schemaFiles = await readdir(path.join(root, 'manifest/sections'))
  const types = schemaFiles
    .filter((f) => f.endsWith('.ts') && !/\.(gen|test)\.ts$/.test(f))
    .map((f) => f.slice(0, -3))
    .sort()
  const folders = (await readdir(path.join(root, 'src/sections'), { withFileTypes: true }))
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
  const problems: string[] = []
  for (const type of types) {
    if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(type)) problems.push(`manifest/sections/${type}.ts: a section type is a kebab-case file name`)
    const files = await readdir(path.join(root, 'src/sections', type)).catch(() => [] as string[])
    if (!files.includes(`${type}.tsx`)) {
      problems.push(`section type "${type}": manifest/sections/${type}.ts has no component at ${sectionComponentFile(type)}`)
    }
  }
  for (const folder of folders) {
    if (!types.includes(folder)) {
      problems.push(`section type "${folder}": src/sections/${folder}/ has no schema at manifest/sections/${folder}.ts`)
    }
  }
  if (problems.length > 0) throw new SectionTypeError(problems.join('\n'))
  return types
}

export class SectionTypeError extends Error {
  override name = 'SectionTypeError'
}

/** `manifest/sections/index.gen.ts`: the union of section schemas the page schema validates with. */
export function generateSectionIndex(types: readonly string[]): string {
  return withHeader(`
${types.map((t) => `import ${camel(t)} from './${t}'`).join('\n')}

/** Every section type, by its name (the file name in manifest/sections/ and src/sections/). */
export const sectionTypes = {
${types.map((t) => `  ${JSON.stringify(t)}: ${camel(t)},`).join('\n')}
} as const

/** Their schemas, for the discriminated union of \`manifest/schema/section.ts\`. */
export const sectionSchemas = [${types.map((t) => `${camel(t)}.schema`).join(', ')}] as const
`)
}

/**
 * \`src/generated/sections.gen.ts\`: each section type and its component, typed. \`tsc\` fails,
 * naming the type, when a component is missing or takes other props than its schema gives it.
 * Page modules import only the components they use; this map is for the compiler and the tests.
 */
export function generateSectionRegistry(types: readonly string[]): string {
  return withHeader(`
import type { ComponentType } from 'react'
import type { SectionProps, SectionTypeName } from '../sections/section-props'

export const sectionComponents = {
${types.map((t) => `  ${JSON.stringify(t)}: () => import('../sections/${t}/${t}'),`).join('\n')}
} satisfies { [T in SectionTypeName]: () => Promise<{ default: ComponentType<SectionProps<T>> }> }
`)
}
