import { z } from 'zod'
import { definer } from './define'
import { ExternalLinkSchema, InternalLinkSchema, LinkSchema, PageIdSchema } from './link'
import { LocalizedTextSchema } from './text'

/** One menu of the header: a label that opens a list of links. */
const HeaderMenuSchema = z
  .object({
    /** The menu's label in the header bar. */
    label: LocalizedTextSchema,
    /** The links it opens, in order. */
    items: z.array(LinkSchema).min(1, 'a menu needs at least one link'),
    /** The route name of the page that gives the menu's overview (`ServicePage`), if there is one: the breadcrumb links the menu's label to it. */
    overview: PageIdSchema.optional(),
  })
  .strict()

/** A social network link of the footer; `icon` picks the glyph. */
const SocialLinkSchema = ExternalLinkSchema.extend({
  /** Which icon to draw. */
  icon: z.enum(['blog', 'youtube', 'instagram', 'linkedin']),
}).strict()

/** The header, the login dropdown and the footer. */
const NavigationSchema = z
  .object({
    /** The header's menus, left to right. */
    menus: z.array(HeaderMenuSchema).min(1),
    /** The login dropdown: its label and its entries on external sites. */
    login: z
      .object({
        /** The dropdown's button label. */
        label: LocalizedTextSchema,
        /** Its entries (Open Badges 2.0 and 3.0). */
        items: z.array(ExternalLinkSchema).min(1),
      })
      .strict(),
    /** The header's contact button. */
    contact: InternalLinkSchema,
    /** The inquiry banner closing most pages: a line of text and its button. */
    inquiryBanner: z
      .object({
        /** The invitation above the button. */
        text: LocalizedTextSchema,
        /** The button to the contact page. */
        button: InternalLinkSchema,
      })
      .strict(),
    /** The footer's social links. */
    social: z.array(SocialLinkSchema),
    /** The footer's links to the terms and the privacy policy. */
    legal: z.array(InternalLinkSchema).min(1),
    /** The footer's links to other sites of the provider. */
    externalLinks: z.array(ExternalLinkSchema),
  })
  .strict()

export type Navigation = z.infer<typeof NavigationSchema>
export const defineNavigation = definer(NavigationSchema)
