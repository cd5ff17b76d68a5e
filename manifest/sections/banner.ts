import { z } from 'zod'
import { PublicFileSchema } from '../schema/public-file'
import { LinkSchema } from '../schema/link'
import { defineSectionType } from '../schema/section-type'
import { LocalizedTextSchema } from '../schema/text'

/** A wide promotional band with a button, e.g. the solutions pages' blog banner. */
export default defineSectionType({
  byLanguage: true,
  schema: z
    .object({
      /** Section type; picks the component in `src/sections/banner/`. */
      type: z.literal('banner'),
      /** The heading (h2). */
      heading: LocalizedTextSchema,
      /** One or two sentences. */
      text: LocalizedTextSchema,
      /** The button (an external site such as the blog opens in a new tab). */
      link: LinkSchema,
      /** A decorative illustration on the band's right (hidden on phones). */
      art: PublicFileSchema.optional(),
    })
    .strict(),
})
