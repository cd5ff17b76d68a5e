import { z } from 'zod'

/**
 * Text a visitor reads. Both languages are required, so a missing translation fails at
 * definition time instead of silently falling back to the other language.
 */
export const LocalizedTextSchema = z
  .object({
    /** Korean text, shown under /kor. */
    ko: z.string().trim().min(1, 'Korean text is required'),
    /** English text, shown under /eng. */
    en: z.string().trim().min(1, 'English text is required'),
  })
  .strict()

export type LocalizedText = z.infer<typeof LocalizedTextSchema>

/** An absolute http(s) address of a site that is not ours. */
export const ExternalUrlSchema = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })
