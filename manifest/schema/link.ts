import { z } from 'zod'
import { ExternalSitesSchema } from './brand'
import { PageIdSchema } from './page-id'
import { LocalizedTextSchema } from './text'

export { PageIdSchema }

/** A link to a page of this site, in the visitor's language. */
export const InternalLinkSchema = z
  .object({
    /** What the link says. */
    label: LocalizedTextSchema,
    /** The route name of the target page. */
    page: PageIdSchema,
    /** Query parameters the target page opens with, e.g. the gallery's `category`; codegen writes the page's default for each one left out. */
    search: z.record(z.string(), z.string()).optional(),
  })
  .strict()

/** A link to one of the provider's external sites (declared once in the brand file). */
export const ExternalLinkSchema = z
  .object({
    /** What the link says. */
    label: LocalizedTextSchema,
    /** Which external site of the brand file; it opens in a new tab. */
    external: ExternalSitesSchema.keyof(),
  })
  .strict()

/** Either kind of link. */
export const LinkSchema = z.union([InternalLinkSchema, ExternalLinkSchema])

export type InternalLink = z.infer<typeof InternalLinkSchema>
export type ExternalLink = z.infer<typeof ExternalLinkSchema>
export type Link = z.infer<typeof LinkSchema>
