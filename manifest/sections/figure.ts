import { z } from 'zod'
import { ImageSchema } from '../schema/image'
import { defineSectionType } from '../schema/section-type'
import { LocalizedTextSchema } from '../schema/text'

/** One party of a diagram: a picture, its name and a line about it, and what it hands to the next party. */
const PartySchema = z
  .object({
    /** A decorative picture of the party (the name says who it is). */
    image: ImageSchema.omit({ alt: true }),
    /** The party's name, e.g. "Issuer". */
    title: LocalizedTextSchema,
    /** One line about it, e.g. "Schools, companies, associations". */
    text: LocalizedTextSchema,
    /** The label of the arrow to the next party, e.g. "Issues"; leave out on the last one. */
    handoff: LocalizedTextSchema.optional(),
  })
  .strict()

/**
 * A diagram of parties in a row (docs/rules/pages.md §2.5: the open badge page's issuer, recipient and verifier),
 * set as text so it reads at any width: side by side with labelled arrows on a wide screen, one
 * under the other on a phone. The words change with the page's language, the pictures do not.
 */
export default defineSectionType({
  byLanguage: true,
  schema: z
    .object({
      /** Section type; picks the component in `src/sections/figure/`. */
      type: z.literal('figure'),
      /** The heading (h2). */
      heading: LocalizedTextSchema,
      /** The parties, in the order things pass between them. */
      parties: z
        .array(PartySchema)
        .min(2, 'a diagram needs at least two parties')
        .refine((parties) => parties.slice(0, -1).every((p) => p.handoff) && !parties.at(-1)?.handoff, {
          message: 'every party but the last needs a handoff (the arrow to the next one), the last none',
        }),
      /** A sentence under the diagram that completes it, e.g. how the last party checks. */
      note: LocalizedTextSchema.optional(),
      /** A caption under the diagram. */
      caption: LocalizedTextSchema.optional(),
    })
    .strict(),
})
