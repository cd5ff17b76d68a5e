import { withHeader } from './header'

export const SECTION_REGISTRY_FILE = 'src/generated/sections.gen.ts'

/** `pull-quote` -> `pullQuote`. */
const camel = (type: string) => type.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())

/** `pull-quote` -> `PullQuoteSection`: the component's import name in page modules. */
export function sectionComponentName(type: string): string {
  const name = camel(type)
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}Section`
}

/** Where a section type's component lives, relative to the repository root. */
export const sectionComponentFile = (type: string) => `src/sections/${type}/${type}.tsx`

/**
 * `src/generated/sections.gen.ts`: each section type and its component, typed. `tsc` fails,
 * naming the type, when a component is missing or takes other props than its schema gives it.
 * Page modules import only the components they use; this map is for the compiler alone.
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
