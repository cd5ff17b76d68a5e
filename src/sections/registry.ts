import type { ComponentType } from 'react'
import type { SectionOf, SectionType } from '../../manifest/schema/section'

/**
 * Every section type of the manifest and its component module. Page modules import the
 * components directly (so each page bundles only its own); this map exists for `tsc`: a section
 * type without a component, or a component with the wrong props, fails to compile.
 */
export const sectionModules = {
  actions: () => import('./actions/actions'),
  text: () => import('./text/text'),
} satisfies { [T in SectionType]: () => Promise<{ default: ComponentType<{ section: SectionOf<T> }> }> }
