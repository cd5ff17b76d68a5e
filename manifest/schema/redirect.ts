import { z } from 'zod'
import { definer } from './define'
import { PageIdSchema } from './link'

/**
 * A path that is not a page but sends the visitor to one: HTTP 301 when its language is `default`
 * (everyone lands on the same page), 302 when it is `resolve` (the target depends on the visitor).
 */
const RedirectSchema = z
  .object({
    /** The path to match, starting with `/`. */
    from: z.string().regex(/^\/[a-z0-9_-]*$/, 'a single path segment starting with "/"'),
    /** `exact`: only `from` itself; `prefix`: every path that begins with `from`. */
    match: z.enum(['exact', 'prefix']),
    /** The page it lands on. */
    to: PageIdSchema,
    /**
     * `default`: always the default language; `resolve`: `?lang=kor|eng`, else the browser's
     * language (Korean when it starts with `ko`, otherwise English).
     */
    language: z.enum(['default', 'resolve']),
  })
  .strict()

export type Redirect = z.infer<typeof RedirectSchema>
export const defineRedirects = definer(z.array(RedirectSchema))
