import { z } from 'zod'

/** The two interface languages. `ko` and `en` name the dictionaries and `{ ko, en }` text pairs. */
const LOCALES = ['ko', 'en'] as const
export const LocaleSchema = z.enum(LOCALES)

/** One interface language and every code that stands for it somewhere. */
export const LanguageSchema = z
  .object({
    /** The path segment: `/kor/...`, `/eng/...`. Also the `?lang=` value of the legacy redirects. */
    segment: z.enum(['kor', 'eng']),
    /** The dictionary and text-pair key. */
    locale: LocaleSchema,
    /** `<html lang>` and the `hreflang` of alternate links. */
    htmlLang: z.string().regex(/^[a-z]{2}$/),
    /** Open Graph locale, e.g. `ko_KR`. */
    ogLocale: z.string().regex(/^[a-z]{2}_[A-Z]{2}$/),
    /**
     * Sent to the API as `lang` / `Accept-Language` by the contact form; codegen checks it is a
     * value of the API's `Language` enum.
     */
    apiLocale: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/),
    /** The label of the header switch. */
    switchLabel: z.string().min(1),
    /** The language's own name, for screen readers ("한국어", "English"). */
    nativeName: z.string().min(1),
    /** Browser languages (`navigator.language`, `Accept-Language`) that start with this prefer it. */
    browserPrefix: z.string().min(2),
  })
  .strict()
