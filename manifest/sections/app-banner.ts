import { z } from 'zod'
import { ExternalLinkSchema } from '../schema/link'
import { ImageSchema } from '../schema/image'
import { defineSectionType } from '../schema/section-type'
import { LocalizedTextSchema } from '../schema/text'

/**
 * The mobile app banner (docs/rules/site.md §1): on narrow screens a bar at the bottom of the window offers the
 * wallet app in the app stores; the visitor can dismiss it, remembered in a cookie of its own.
 */
export default defineSectionType({
  byLanguage: true,
  schema: z
    .object({
      /** Section type; picks the component in `src/sections/app-banner/`. */
      type: z.literal('app-banner'),
      /** The app's name or a short title. */
      title: LocalizedTextSchema,
      /** One short line on what the app does. */
      text: LocalizedTextSchema,
      /** The app's icon (a file of `public/`). */
      icon: ImageSchema,
      /** The store links (external sites of the brand file: `appStore`, `playStore`). */
      links: z.array(ExternalLinkSchema).min(1).max(2),
      /** Days a dismissal is remembered. */
      dismissDays: z.number().int().min(1).default(7),
    })
    .strict(),
})
