import { z } from 'zod'
import { sectionSchemas } from '../sections/index.gen'

/**
 * Every section a page can hold: the schemas of `manifest/sections/*.ts`, gathered by codegen.
 * A section type is that file plus its component folder `src/sections/<type>/`, nothing else.
 */
export const SectionSchema = z.discriminatedUnion('type', sectionSchemas)

export type Section = z.infer<typeof SectionSchema>
export type SectionTypeName = Section['type']
export type SectionOf<T extends SectionTypeName> = Extract<Section, { type: T }>
