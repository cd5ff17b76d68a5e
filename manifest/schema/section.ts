import { z } from 'zod'
import { sectionSchemas } from '../sections/index'
import type { InLanguage } from './text'

/**
 * Every section a page can hold: the schemas listed in `manifest/sections/index.ts`. A section
 * type is its schema file, its line in that list and its component folder `src/sections/<type>/`.
 */
export const SectionSchema = z.discriminatedUnion('type', sectionSchemas)

type Section = z.infer<typeof SectionSchema>
export type SectionTypeName = Section['type']
export type SectionOf<T extends SectionTypeName> = Extract<Section, { type: T }>

/** A section with each `{ ko, en }` pair resolved to one language: a `byLanguage` section's props. */
export type SectionInLanguage<T extends SectionTypeName> = InLanguage<SectionOf<T>>
