import { z } from 'zod'
import { definer } from './define'
import { ExternalLinkSchema, InternalLinkSchema } from './link'
import { ExternalUrlSchema, LocalizedTextSchema } from './text'

/** A PDF's path under `/download/`, with an optional `?v=N` so a new version is fetched anew. */
const DownloadPathSchema = z.string().regex(/^\/download\/[a-z0-9-]+\.pdf(\?v=\d+)?$/, 'a PDF under /download/, e.g. /download/guide.pdf?v=2')

/** A file this site serves from `public/download/`, in the visitor's language. */
const DownloadLinkSchema = z
  .object({
    /** What the link says, e.g. `Download the user guide (PDF)`. */
    label: LocalizedTextSchema,
    /**
     * The file each language's page links, e.g. `{ ko: '/download/obadge-user-guide-ko.pdf', en:
     * '/download/obadge-user-guide-en.pdf' }`; a file written in both languages is named twice.
     */
    download: z.object({ ko: DownloadPathSchema, en: DownloadPathSchema }).strict(),
  })
  .strict()

/** A page elsewhere that the brand file does not name (a video, a partner's site); opens in a new tab. */
const WebLinkSchema = z
  .object({
    /** What the link says. */
    label: LocalizedTextSchema,
    /** Its absolute http(s) address. */
    url: ExternalUrlSchema,
  })
  .strict()

/** Where a notice's link goes: a page of this site, a brand site, a download or another web page. */
const NoticeLinkSchema = z.union([InternalLinkSchema, ExternalLinkSchema, DownloadLinkSchema, WebLinkSchema])

/** A notice's banner: original art drawn from this text (`scripts/notices/draw-banners.ts`). */
const NoticeBannerSchema = z
  .object({
    /** The banner's headline, drawn large; screen readers get it as text. */
    headline: LocalizedTextSchema,
    /** One to three short lines under the headline. */
    lines: z.array(LocalizedTextSchema).min(1).max(3),
    /** The buttons drawn on the banner, each a real link laid over its drawing (one to three). */
    links: z.array(NoticeLinkSchema).min(1).max(3),
  })
  .strict()

/** One notice of the board (docs/rules/company.md §2.9): a text notice or a banner. */
const NoticeSchema = z
  .object({
    /** Its number in the address (`event-detail?id=3`); never reuse one. */
    id: z.number().int().min(1),
    /** `1` a general notice (blue chip), `2` a seminar or event (orange chip). */
    type: z.enum(['1', '2']),
    /** The date it was posted, `YYYY-MM-DD`. */
    date: z.iso.date({ error: 'a date as YYYY-MM-DD' }),
    /** Its title, in the list and above the notice. */
    title: LocalizedTextSchema,
    /** A text notice's paragraphs (leave out for a banner). */
    paragraphs: z.array(LocalizedTextSchema).min(1).optional(),
    /** Links under a text notice's paragraphs. */
    links: z.array(NoticeLinkSchema).min(1).optional(),
    /** A banner notice's art and links (leave out for a text notice). */
    banner: NoticeBannerSchema.optional(),
  })
  .strict()
  .refine((n) => (n.paragraphs === undefined) !== (n.banner === undefined), 'a notice has either paragraphs or a banner')

export type Notice = z.infer<typeof NoticeSchema>
export type NoticeLink = z.infer<typeof NoticeLinkSchema>

/** Declares a notice in `manifest/notices/`, checked when the file loads. */
export const defineNotice = definer(NoticeSchema)

/** The board: every notice, ids unique. */
export const NoticeBoardSchema = z
  .array(NoticeSchema)
  .min(1)
  .refine((notices) => new Set(notices.map((n) => n.id)).size === notices.length, 'notice ids must differ: they are addresses')
