import { z } from 'zod'
import { LocalizedTextSchema } from './text'

/** A file under `public/`, by its path on the site (`/illustrations/…`). */
export const PublicFileSchema = z.string().regex(/^\/[a-z0-9/_.-]+\.(svg|png|webp|jpg)$/, 'a path under public/, e.g. /illustrations/wallet.svg')

/**
 * An image a visitor sees. Width and height reserve its box before it loads (no layout shift);
 * the alt text says what it shows, in each language.
 */
export const ImageSchema = z
  .object({
    /** The file under `public/` (an original SVG illustration of the repository). */
    src: PublicFileSchema,
    /** Intrinsic width in CSS pixels. */
    width: z.number().int().positive(),
    /** Intrinsic height in CSS pixels. */
    height: z.number().int().positive(),
    /** What the image shows, for people who cannot see it. */
    alt: LocalizedTextSchema,
  })
  .strict()

export type Image = z.infer<typeof ImageSchema>
