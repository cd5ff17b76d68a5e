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

/** Longest meta description, in characters: search engines cut a longer one off. */
export const DESCRIPTION_MAX_LENGTH = 160

/** A page's lead text and meta description, in both languages. */
export const DescriptionSchema = z
  .object({
    /** Korean, at most `DESCRIPTION_MAX_LENGTH` characters. */
    ko: z.string().min(1).max(DESCRIPTION_MAX_LENGTH),
    /** English, at most `DESCRIPTION_MAX_LENGTH` characters. */
    en: z.string().min(1).max(DESCRIPTION_MAX_LENGTH),
  })
  .strict()

/** An absolute http(s) address of a site that is not ours. */
export const ExternalUrlSchema = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })

/**
 * `T` as one language sees it: every `{ ko, en }` pair inside it replaced by one of its two
 * values (codegen's `inLanguage` does the same to the data). What a `byLanguage` section's
 * component receives.
 */
export type InLanguage<T> = T extends readonly (infer U)[]
  ? InLanguage<U>[]
  : T extends { ko: infer K; en: unknown }
    ? [Exclude<keyof T, 'ko' | 'en'>] extends [never]
      ? InLanguage<K>
      : { [P in keyof T]: InLanguage<T[P]> }
    : T extends object
      ? { [P in keyof T]: InLanguage<T[P]> }
      : T
