import { z } from 'zod'
import { defineSectionType } from '../schema/section-type'
import { LocalizedTextSchema } from '../schema/text'

/** A heading with paragraphs of plain text. */
export default defineSectionType({
  byLanguage: true,
  schema: z
    .object({
      /** Section type; picks the component in `src/sections/text/`. */
      type: z.literal('text'),
      /** The heading (h2). */
      heading: LocalizedTextSchema,
      /** Paragraphs, in order. */
      paragraphs: z.array(LocalizedTextSchema).min(1, 'needs at least one paragraph'),
    })
    .strict(),
})
