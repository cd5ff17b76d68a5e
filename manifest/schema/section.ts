import { z } from 'zod'
import { LinkSchema } from './link'
import { LocalizedTextSchema } from './text'

/**
 * A row of buttons, e.g. the not-found page's way home or the issuance page's contact button.
 * Internal links stay in the visitor's language; external ones open in a new tab.
 */
export const ActionsSectionSchema = z
  .object({
    /** Section type; picks the component in `src/sections/actions/`. */
    type: z.literal('actions'),
    /** The buttons, in order. */
    items: z.array(LinkSchema).min(1, 'needs at least one button'),
  })
  .strict()

/** A heading with paragraphs of plain text. */
export const TextSectionSchema = z
  .object({
    /** Section type; picks the component in `src/sections/text/`. */
    type: z.literal('text'),
    /** The heading (h2). */
    heading: LocalizedTextSchema,
    /** Paragraphs, in order. */
    paragraphs: z.array(LocalizedTextSchema).min(1, 'needs at least one paragraph'),
  })
  .strict()

/**
 * Every section a page can hold. Adding a type here without a component in
 * `src/sections/registry.ts` fails `tsc`.
 */
export const SectionSchema = z.discriminatedUnion('type', [ActionsSectionSchema, TextSectionSchema])

export type Section = z.infer<typeof SectionSchema>
export type SectionType = Section['type']
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>
