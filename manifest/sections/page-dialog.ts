import { z } from 'zod'
import { DescribedImageSchema } from '../schema/public-file'
import { InternalLinkSchema } from '../schema/link'
import { defineSectionType } from '../schema/section-type'
import { LocalizedTextSchema } from '../schema/text'

/**
 * A dialog that opens by itself once the page has loaded (spec 2.11: the v2.0 page's badges-v3
 * dialog, the v3.0 page's wallet promotion). It opens after hydration only, so prerendered HTML
 * never shows it, and never once "hide for today" has set its cookie.
 */
export default defineSectionType({
  byLanguage: true,
  schema: z
    .object({
      /** Section type; picks the component in `src/sections/page-dialog/`. */
      type: z.literal('page-dialog'),
      /** A stable id; names the "hide for today" cookie (`popup-<id>`). */
      id: z.string().regex(/^[a-z][a-zA-Z0-9]*$/),
      /** The dialog's title, read out when it opens. */
      title: LocalizedTextSchema,
      /** An illustration at the top. */
      image: DescribedImageSchema.optional(),
      /** Paragraphs of the body. */
      paragraphs: z.array(LocalizedTextSchema).min(1),
      /** The main button: a page of this site (e.g. the sample badge page). */
      action: InternalLinkSchema,
      /** The button that only closes it ("Cancel", "Close"). */
      dismiss: LocalizedTextSchema,
      /** Whether it offers "hide for today" (a cookie of its own for one day). */
      hideForToday: z.boolean(),
      /** Maximum width in CSS pixels. */
      maxWidth: z.number().int().min(280).max(800),
    })
    .strict(),
})
