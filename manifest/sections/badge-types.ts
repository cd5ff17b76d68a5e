import { z } from 'zod'
import { PublicFileSchema } from '../schema/public-file'
import { defineSectionType } from '../schema/section-type'
import { LocalizedTextSchema } from '../schema/text'

/** Kinds of badge, each with an emblem, a name, what it recognises and examples (docs/rules/pages.md §2.5). */
export default defineSectionType({
  byLanguage: true,
  schema: z
    .object({
      /** Section type; picks the component in `src/sections/badge-types/`. */
      type: z.literal('badge-types'),
      /** The heading (h2). */
      heading: LocalizedTextSchema,
      /** One sentence under the heading. */
      lead: LocalizedTextSchema.optional(),
      /** The kinds, in order. */
      items: z
        .array(
          z
            .object({
              /** The emblem (a square SVG under `public/`, decorative: the name says it). */
              icon: PublicFileSchema,
              /** The kind's name (h3). */
              title: LocalizedTextSchema,
              /** What it recognises. */
              text: LocalizedTextSchema,
              /** Typical examples, as one short line. */
              examples: LocalizedTextSchema,
            })
            .strict(),
        )
        .min(2),
    })
    .strict(),
})
