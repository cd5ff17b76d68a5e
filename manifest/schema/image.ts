import { z } from 'zod'
import { LocalizedTextSchema } from './text'

/** An image file of `public/` (SVG preferred), drawn at its declared size so nothing shifts. */
export const ImageSchema = z
  .object({
    /** Its address on the site, e.g. `/illustrations/issuance.svg` (the file lives in `public/`). */
    src: z.string().regex(/^\/[a-z0-9/_-]+\.(svg|png|webp)$/, 'an absolute path of a file in public/, e.g. /illustrations/step-wallet.svg'),
    /** Intrinsic width in CSS pixels (reserves the space before the file arrives). */
    width: z.number().int().positive(),
    /** Intrinsic height in CSS pixels. */
    height: z.number().int().positive(),
    /** What the image shows, for screen readers; leave out for a decorative image (the text beside it says it all). */
    alt: LocalizedTextSchema.optional(),
  })
  .strict()
