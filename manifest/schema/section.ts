import { z } from 'zod'
import { sectionSchemas } from '../sections/index.gen'
import type { InLanguage } from './text'

/**
 * Every section a page can hold: the schemas of `manifest/sections/*.ts`, gathered by codegen.
 * A section type is that file plus its component folder `src/sections/<type>/`, nothing else.
 */
export const SectionSchema = z.discriminatedUnion('type', sectionSchemas)

export type Section = z.infer<typeof SectionSchema>
export type SectionTypeName = Section['type']
export type SectionOf<T extends SectionTypeName> = Extract<Section, { type: T }>

/** A section with each `{ ko, en }` pair resolved to one language: a `byLanguage` section's props. */
export type SectionInLanguage<T extends SectionTypeName> = InLanguage<SectionOf<T>>
