import { z } from 'zod'
import { ImageSchema, LocalizedImageSchema } from './image'

/** A file of `public/` by its address on the site (`/illustrations/…`), e.g. a decorative emblem. */
export const PublicFileSchema = z.string().regex(/^\/[a-z0-9/_-]+\.(svg|png|webp)$/, 'an absolute path of a file in public/, e.g. /illustrations/wallet.svg')

/** An image whose alt text is required: it carries meaning (an illustration beside text, a diagram). */
export const DescribedImageSchema = ImageSchema.required({ alt: true })

/** An image whose alt text is required and which may be drawn once per language (a product screen): only in `byLanguage` sections. */
export const DescribedLocalizedImageSchema = LocalizedImageSchema.required({ alt: true })
