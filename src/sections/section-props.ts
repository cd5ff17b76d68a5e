import type { sectionTypes } from '../../manifest/sections/index'
import type { SectionInLanguage, SectionOf, SectionTypeName } from '../../manifest/schema/section'
import type { OperationId } from '../api'
import type { OperationState } from '../app/use-operation'

export type { SectionTypeName }

/** The operation a section type declares it `loads`, or never. */
type LoadsOf<T extends SectionTypeName> = (typeof sectionTypes)[T] extends { loads: infer Op extends OperationId } ? Op : never

/** A section's manifest entry as its component gets it: in one language for a `byLanguage` type. */
type SectionData<T extends SectionTypeName> = (typeof sectionTypes)[T] extends { byLanguage: true } ? SectionInLanguage<T> : SectionOf<T>

/**
 * A section component's props: its manifest entry (in the visitor's language only for a
 * `byLanguage` type), and for a section that loads API data, the state of that call (the page
 * module makes it). The generated registry checks every component against this type.
 */
export type SectionProps<T extends SectionTypeName> = { section: SectionData<T> } & ([LoadsOf<T>] extends [never]
  ? unknown
  : { data: OperationState<LoadsOf<T>> })
