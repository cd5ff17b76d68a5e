import { z } from 'zod'
import { DescribedImageSchema } from '../schema/public-file'
import { LinkSchema } from '../schema/link'
import { defineSectionType } from '../schema/section-type'
import { LocalizedTextSchema } from '../schema/text'

/** Two ways in side by side (docs/rules/pages.md §2.11): each a heading, an illustration, text, a main button and a guide link. */
export default defineSectionType({
  byLanguage: true,
  schema: z
    .object({
      /** Section type; picks the component in `src/sections/entry-columns/`. */
      type: z.literal('entry-columns'),
      /** The columns, left to right (one under the other on phones). */
      columns: z
        .array(
          z
            .object({
              /** Who the column is for, e.g. "Issuers" (a small label over the heading). */
              audience: LocalizedTextSchema,
              /** The column's heading (h2). */
              heading: LocalizedTextSchema,
              /** The illustration. */
              image: DescribedImageSchema,
              /** One or two sentences. */
              text: LocalizedTextSchema,
              /** The buttons: the first is the main one (e.g. the external login), then guides. */
              links: z.array(LinkSchema).min(1).max(3),
            })
            .strict(),
        )
        .length(2, 'two columns'),
    })
    .strict(),
})
