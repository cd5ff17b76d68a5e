import { z } from 'zod'
import { LinkSchema } from '../schema/link'
import { DescribedLocalizedImageSchema } from '../schema/public-file'
import { defineSectionType } from '../schema/section-type'
import { LocalizedTextSchema } from '../schema/text'

/**
 * What the provider offers, each shown with the product: a row of a large picture (a drawn screen)
 * beside a title, a sentence or two and a link, the picture changing sides row by row from a
 * tablet's width; on phones the picture over the words. The home page's services. Unlike
 * `intro-blocks` (an explanation in paragraphs) each row leads on to a page.
 */
export default defineSectionType({
  byLanguage: true,
  schema: z
    .object({
      /** Section type; picks the component in `src/sections/product-rows/`. */
      type: z.literal('product-rows'),
      /** The heading (h2) over the rows. */
      heading: LocalizedTextSchema,
      /** One or two sentences under the heading. */
      lead: LocalizedTextSchema.optional(),
      /** The rows, top to bottom. */
      items: z
        .array(
          z
            .object({
              /** The row's title (h3). */
              title: LocalizedTextSchema,
              /** A sentence or two. */
              text: LocalizedTextSchema,
              /** Where the row leads (a page of this site, or an external site of the brand file). */
              link: LinkSchema,
              /**
               * The picture beside the words, a drawn screen of the product (one file for each
               * language when it has words in it); its alt text says it is an illustration.
               */
              image: DescribedLocalizedImageSchema,
            })
            .strict(),
        )
        .min(2, 'a single row is an intro block: use intro-blocks'),
    })
    .strict(),
})
