import { z } from 'zod'
import { breakpoints } from '../breakpoints'
import { ImageSchema } from '../schema/image'
import { defineSectionType } from '../schema/section-type'
import { LocalizedTextSchema } from '../schema/text'

/**
 * A row of images that moves by itself (Swiper, loaded after the page has painted), with a
 * pause button (WCAG 2.2.2). The first images are in the prerendered HTML at their final size,
 * so nothing moves when the carousel takes over.
 */
export default defineSectionType({
  byLanguage: true,
  schema: z
    .object({
      /** Section type; picks the component in `src/sections/carousel/`. */
      type: z.literal('carousel'),
      /** The heading (h2). */
      heading: LocalizedTextSchema,
      /** A sentence under the heading. */
      lead: LocalizedTextSchema.optional(),
      /** Milliseconds each position stays before the next (docs/rules/site.md §9: 9000). */
      autoplayMs: z.number().int().min(3000),
      /** Space between images in CSS pixels (docs/rules/site.md §9: 40). */
      gap: z.number().int().nonnegative(),
      /**
       * Images in view by viewport width, from the narrowest: `minWidth` is 0 or one of the site's
       * breakpoints (`manifest/breakpoints.ts`), so the prerendered HTML lays the images out as
       * the carousel will (docs/rules/site.md §9: 3, 5, 7, 11 at 0, 600, 960, 1400).
       */
      breakpoints: z
        .array(
          z
            .object({
              /** From this viewport width up: 0 or one of the site's breakpoints. */
              minWidth: z.literal([0, breakpoints.tablet, breakpoints.desktop, breakpoints.wide]),
              /** Images in view. */
              perView: z.number().int().min(1).max(12),
            })
            .strict(),
        )
        .min(1)
        .refine((b) => b[0]?.minWidth === 0, 'the first breakpoint starts at minWidth 0')
        .refine((b) => b.every((x, i) => i === 0 || x.minWidth > b[i - 1]!.minWidth), 'minWidth must grow'),
      /** The images, in order; each needs alt text. */
      images: z.array(ImageSchema.extend({ alt: LocalizedTextSchema })).min(2),
    })
    .strict(),
})
