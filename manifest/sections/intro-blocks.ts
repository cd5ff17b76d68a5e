import { z } from 'zod'
import { DescribedLocalizedImageSchema } from '../schema/public-file'
import { defineSectionType } from '../schema/section-type'
import { LocalizedTextSchema } from '../schema/text'

/** Blocks of text beside an illustration, alternating sides on wide screens (open badge introduction, company). */
export default defineSectionType({
  byLanguage: true,
  schema: z
    .object({
      /** Section type; picks the component in `src/sections/intro-blocks/`. */
      type: z.literal('intro-blocks'),
      /** An optional heading (h2) over the blocks. */
      heading: LocalizedTextSchema.optional(),
      /** The blocks, top to bottom. */
      items: z
        .array(
          z
            .object({
              /** A short word over the title, e.g. "Standard". */
              eyebrow: LocalizedTextSchema.optional(),
              /** The block's title (h2, or h3 under a heading). */
              title: LocalizedTextSchema,
              /** Paragraphs, in order. */
              paragraphs: z.array(LocalizedTextSchema).min(1, 'needs at least one paragraph'),
              /** The illustration beside the text (one file for each language when it has words in it, e.g. a drawn product screen). */
              image: DescribedLocalizedImageSchema,
            })
            .strict(),
        )
        .min(1, 'needs at least one block'),
    })
    .strict(),
})
