import { z } from 'zod'
import { defineSectionType } from '../schema/section-type'
import { LocalizedTextSchema } from '../schema/text'

/** Numbered steps of a process, e.g. how a sample badge reaches the visitor's wallet. */
export default defineSectionType({
  schema: z
    .object({
      /** Section type; picks the component in `src/sections/steps/`. */
      type: z.literal('steps'),
      /** The heading (h2). */
      heading: LocalizedTextSchema,
      /** The steps in order; each is numbered on the page. */
      items: z
        .array(
          z
            .object({
              /** The step's short name. */
              title: LocalizedTextSchema,
              /** One or two sentences on what happens. */
              text: LocalizedTextSchema,
            })
            .strict(),
        )
        .min(2, 'a process has at least two steps'),
    })
    .strict(),
})
