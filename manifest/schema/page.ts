import { z } from 'zod'
import { definer } from './define'
import { ImageSchema } from './image'
import { PageIdSchema } from './link'
import { SectionSchema } from './section'
import { DescriptionSchema, LocalizedTextSchema } from './text'

/** A query parameter a page reads, kept in the URL (e.g. the gallery's category). */
const QueryParamSchema = z.discriminatedUnion('kind', [
  z
    .object({
      /** One of a fixed list of values; anything else becomes `default`. */
      kind: z.literal('enum'),
      /** The parameter's name in the URL. */
      name: z.string().regex(/^[a-z][a-zA-Z]*$/),
      /** The allowed values. */
      values: z.array(z.string().min(1)).min(1),
      /** The value when the parameter is missing or not allowed. */
      default: z.string(),
    })
    .strict()
    .refine((p) => p.values.includes(p.default), { message: 'default must be one of values', path: ['default'] }),
  z
    .object({
      /** Free text; missing means `default`. */
      kind: z.literal('text'),
      /** The parameter's name in the URL. */
      name: z.string().regex(/^[a-z][a-zA-Z]*$/),
      /** The value when the parameter is missing. */
      default: z.string(),
    })
    .strict(),
  z
    .object({
      /** One of the values of a named enum of openapi/api.yaml (its `default` too): one source for both. */
      kind: z.literal('api-enum'),
      /** The parameter's name in the URL. */
      name: z.string().regex(/^[a-z][a-zA-Z]*$/),
      /** The schema's name under `components.schemas`, e.g. `GalleryCategoryFilter`. */
      schema: z.string().regex(/^[A-Z][A-Za-z]*$/),
    })
    .strict(),
  z
    .object({
      /** A whole number; missing or not a number means absent. */
      kind: z.literal('integer'),
      /** The parameter's name in the URL. */
      name: z.string().regex(/^[a-z][a-zA-Z]*$/),
    })
    .strict(),
])

export type QueryParam = z.infer<typeof QueryParamSchema>

/** A path below `/{lang}`: `''` for the home page, else lower-case segments joined by `/`. */
const PagePathSchema = z
  .string()
  .regex(/^([a-z0-9_-]+(\/[a-z0-9_-]+)*)?$/, 'lower-case segments without leading or trailing "/"')

/** One route of the site, present under both `/kor/…` and `/eng/…`. */
export const PageSchema = z
  .object({
    /** The route name, e.g. `HomePage`; links and redirects refer to the page by it. */
    id: PageIdSchema,
    /** The path below `/{lang}` (`company/press`); `''` is the home page. */
    path: PagePathSchema,
    /** The page's heading and, with the brand name, its `<title>`. */
    title: LocalizedTextSchema,
    /** The lead text under the heading and the meta description (at most `DESCRIPTION_MAX_LENGTH` characters). */
    description: DescriptionSchema,
    /** A decorative illustration beside the heading in the page head (wide screens), e.g. the concept the page is about. */
    image: ImageSchema.omit({ alt: true }).optional(),
    /** The page this one sits under in the breadcrumb when the navigation does not place it (a notice under the notice list). */
    parent: PageIdSchema.optional(),
    /** Whether the shared header is shown (event pages have none). */
    header: z.boolean().default(true),
    /** Whether the inquiry banner (a button to the contact page) closes the page. */
    inquiryBanner: z.boolean().default(true),
    /** Whether the page is listed in sitemap.xml and open to search engines. */
    indexable: z.boolean().default(true),
    /** Query parameters the page reads. */
    query: z.array(QueryParamSchema).default([]),
    /** The content, top to bottom, under the heading and lead text. */
    sections: z.array(SectionSchema).default([]),
  })
  .strict()

export type Page = z.infer<typeof PageSchema>
export const definePage = definer(PageSchema)
