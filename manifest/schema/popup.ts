import { z } from 'zod'
import { definer } from './define'
import { PageIdSchema } from './link'
import { LocalizedTextSchema } from './text'

/** A dialog that opens by itself when a page loads. */
export const PopupSchema = z
  .object({
    /** A stable id; also names the popup's "hide for today" cookie. */
    id: z.string().regex(/^[a-z][a-zA-Z0-9]*$/),
    /** The page it opens on. */
    page: PageIdSchema,
    /** Off keeps the entry (and its text) without ever showing it. */
    enabled: z.boolean(),
    /** Whether it offers "hide for today", remembered for one day in a cookie of its own. */
    hideForToday: z.boolean(),
    /** The dialog's maximum width in CSS pixels. */
    maxWidth: z.number().int().min(280).max(1200),
    /** The dialog's title, read out when it opens. */
    title: LocalizedTextSchema,
  })
  .strict()

export type Popup = z.infer<typeof PopupSchema>
export const definePopups = definer(z.array(PopupSchema))
