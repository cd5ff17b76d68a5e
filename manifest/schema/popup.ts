import { z } from 'zod'
import { definer } from './define'
import { LinkSchema, PageIdSchema } from './link'
import { DescribedImageSchema } from './public-file'
import { LocalizedTextSchema } from './text'

/** One part of a popup's content, e.g. the login-path popup's "already a member" part. */
const PopupPartSchema = z
  .object({
    /** The part's heading (h3); leave out for a popup of one part. */
    heading: LocalizedTextSchema.optional(),
    /** What it says: a sentence or two each. */
    paragraphs: z.array(LocalizedTextSchema).min(1, 'a part needs at least one paragraph'),
    /**
     * Buttons under the text, the first one primary (pages of this site, or external sites of the
     * brand file). In a popup of one part they join the dialog's own row, after "close".
     */
    links: z.array(LinkSchema).default([]),
  })
  .strict()

/**
 * A dialog that opens by itself when a page loads (docs/rules/pages.md §2.4, §2.11, §4.4). It always has a
 * "close" button; "hide for today" is the popup's choice.
 */
export const PopupSchema = z
  .object({
    /** A stable id; also names the popup's "hide for today" cookie (`obadge-popup-<id>-hidden`). */
    id: z.string().regex(/^[a-z][a-zA-Z0-9]*$/),
    /** The page it opens on. */
    page: PageIdSchema,
    /** Off keeps the entry (and its text) without ever showing it. */
    enabled: z.boolean(),
    /** Whether it offers "hide for today", remembered for one day in a cookie of its own. */
    hideForToday: z.boolean(),
    /**
     * The dialog's maximum width in CSS pixels (docs/rules/site.md §9: 650 and 630 for the home popups). At
     * most 800: wider, a popup covers most of a laptop's page and stops reading as one.
     */
    maxWidth: z.number().int().min(280).max(800),
    /** The dialog's title, read out when it opens. */
    title: LocalizedTextSchema,
    /** An illustration above the parts. */
    image: DescribedImageSchema.optional(),
    /** The content, top to bottom; it arrives with the page's own code, never in the entry. */
    parts: z.array(PopupPartSchema).min(1, 'a popup needs at least one part'),
  })
  .strict()

export type Popup = z.infer<typeof PopupSchema>
export const definePopups = definer(z.array(PopupSchema))

/** The popups that open on a page when it loads: its own, and only those switched on. */
export function popupsOfPage(popups: readonly Popup[], pageId: string): Popup[] {
  return popups.filter((p) => p.enabled && p.page === pageId)
}
