import { z } from 'zod'
import { defineSectionType } from '../schema/section-type'
import { LocalizedTextSchema } from '../schema/text'

/**
 * Key figures in large type, e.g. the client statistics of the home page (docs/rules/site.md §1, §9).
 * `byLanguage`: the words arrive as data in the HTML, not in the page's JavaScript.
 */
export default defineSectionType({
  byLanguage: true,
  schema: z
    .object({
      /** Section type; picks the component in `src/sections/stats/`. */
      type: z.literal('stats'),
      /** The heading (h2). */
      heading: LocalizedTextSchema,
      /** The figures, in order. */
      items: z
        .array(
          z
            .object({
              /** The number, written with thousands separators on the page (1500000 shows as 1,500,000). */
              value: z.number().int().nonnegative(),
              /** Written right after the number, e.g. `+`. */
              suffix: z.string().max(3).default(''),
              /** What is counted. */
              label: LocalizedTextSchema,
            })
            .strict(),
        )
        .min(2)
        .max(4),
    })
    .strict(),
})
