import { z } from 'zod'
import { PublicFileSchema } from '../schema/public-file'
import { defineSectionType } from '../schema/section-type'
import { LocalizedTextSchema } from '../schema/text'

/** A diagram drawn once per language (its labels are text inside the image), with a caption. */
export default defineSectionType({
  byLanguage: true,
  schema: z
    .object({
      /** Section type; picks the component in `src/sections/figure/`. */
      type: z.literal('figure'),
      /** The heading (h2). */
      heading: LocalizedTextSchema,
      /** The image file per language, under `public/`. */
      src: z.object({ ko: PublicFileSchema, en: PublicFileSchema }).strict(),
      /** Intrinsic width in CSS pixels (both files). */
      width: z.number().int().positive(),
      /** Intrinsic height in CSS pixels (both files). */
      height: z.number().int().positive(),
      /** What the diagram says, as text, for people who cannot see it. */
      alt: LocalizedTextSchema,
      /** A caption under the diagram. */
      caption: LocalizedTextSchema.optional(),
    })
    .strict(),
})
