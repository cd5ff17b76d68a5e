import type { sectionTypes } from '../../manifest/sections/index.gen'
import type { SectionOf, SectionTypeName } from '../../manifest/schema/section'
import type { OperationState, ReadOperation } from '../app/use-operation'

export type { SectionTypeName }

/** The operation a section type declares it `loads`, or never. */
type LoadsOf<T extends SectionTypeName> = (typeof sectionTypes)[T] extends { loads: infer Op extends ReadOperation } ? Op : never

/**
 * A section component's props: its manifest entry, and for a section that loads API data, the
 * state of that call (the page module makes it). The generated registry checks every component
 * against this type.
 */
export type SectionProps<T extends SectionTypeName> = { section: SectionOf<T> } & ([LoadsOf<T>] extends [never]
  ? unknown
  : { data: OperationState<LoadsOf<T>> })
