import { z } from 'zod'
import { LocalizedTextSchema } from './text'

/** Where a picture of `public/` is on the site: an absolute path, e.g. `/illustrations/issuance.svg`. */
const PublicPathSchema = z
  .string()
  .regex(/^\/[a-z0-9/_-]+(\.(ko|en))?\.(svg|png|webp)$/, 'an absolute path of a file in public/, e.g. /illustrations/step-wallet.svg')

/** An image file of `public/` (SVG preferred), drawn at its declared size so nothing shifts. */
export const ImageSchema = z
  .object({
    /** Its address on the site, e.g. `/illustrations/issuance.svg` (the file lives in `public/`). */
    src: PublicPathSchema,
    /** Intrinsic width in CSS pixels (reserves the space before the file arrives). */
    width: z.number().int().positive(),
    /** Intrinsic height in CSS pixels. */
    height: z.number().int().positive(),
    /** What the image shows, for screen readers; leave out for a decorative image (the text beside it says it all). */
    alt: LocalizedTextSchema.optional(),
  })
  .strict()

/** A file of `public/` by its address, or one for each language (`{ ko, en }`). */
const LocalizedPathSchema = z.union([PublicPathSchema, z.object({ ko: PublicPathSchema, en: PublicPathSchema }).strict()])

/**
 * An image that may be drawn once per language (a product screen with words in it): its `src` is
 * one path, or one for each, e.g. `{ ko: '/illustrations/wallet-screen.ko.svg', en: '….en.svg' }`,
 * both files at the one declared size. Only for sections that codegen projects into each
 * language (`byLanguage`), whose component receives the page's own path.
 */
export const LocalizedImageSchema = ImageSchema.extend({
  /** Its address on the site, or one address for each language (`{ ko, en }`), files of `public/`. */
  src: LocalizedPathSchema,
  /**
   * The same picture drawn for a phone (a crop or a re-composition, e.g. a product screen's
   * `…-narrow.{ko,en}.svg`), shown instead below the tablet breakpoint (`manifest/breakpoints.ts`):
   * a wide screen scaled down to a phone's column shrinks its words past reading. It shows what the
   * alt text says too (the alt is the image's one text). Its own address(es) and declared size.
   */
  narrow: z
    .object({
      /** Its address, or one for each language, as `src`. */
      src: LocalizedPathSchema,
      /** Intrinsic width in CSS pixels. */
      width: z.number().int().positive(),
      /** Intrinsic height in CSS pixels. */
      height: z.number().int().positive(),
    })
    .strict()
    .optional(),
})

export type LocalizedImage = z.infer<typeof LocalizedImageSchema>
