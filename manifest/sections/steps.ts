import { z } from 'zod'
import { DescribedImageSchema } from '../schema/public-file'
import { defineSectionType } from '../schema/section-type'
import { LocalizedTextSchema } from '../schema/text'

/**
 * Numbered steps of a process, e.g. how a sample badge reaches the visitor's wallet. With an
 * illustration on every step it is drawn as a road: the steps joined by a line.
 */
export default defineSectionType({
  byLanguage: true,
  schema: z
    .object({
      /** Section type; picks the component in `src/sections/steps/`. */
      type: z.literal('steps'),
      /** The heading (h2). */
      heading: LocalizedTextSchema,
      /** One sentence under the heading. */
      lead: LocalizedTextSchema.optional(),
      /** The steps in order; each is numbered on the page. */
      items: z
        .array(
          z
            .object({
              /** The step's short name. */
              title: LocalizedTextSchema,
              /** One or two sentences on what happens. */
              text: LocalizedTextSchema,
              /** An illustration of the step (give every step one, or none). */
              image: DescribedImageSchema.optional(),
            })
            .strict(),
        )
        .min(2, 'a process has at least two steps')
        .refine((items) => items.every((i) => i.image) || items.every((i) => !i.image), 'give every step an image, or none'),
    })
    .strict(),
})
