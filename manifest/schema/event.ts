import { z } from 'zod'
import { definer } from './define'
import { LocaleSchema } from './language'
import { PageIdSchema } from './link'
import { DescriptionSchema, ExternalUrlSchema, LocalizedTextSchema } from './text'

/** A calendar date, `2025-10-02`. */
const IsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')

/**
 * A partner event's badge page, `/{lang}/{slug}`: no header, no inquiry banner, a form that
 * requests the event's commemorative badge. One entry is the whole page.
 */
export const EventSchema = z
  .object({
    /** The route name, e.g. `AeskrEventPage`. */
    id: PageIdSchema,
    /** The path segment below `/{lang}`. */
    slug: z.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes'),
    /** The language the page is written in, whatever the `{lang}` of the path. */
    interfaceLanguage: LocaleSchema,
    /**
     * Which issuing API the form posts to: `OpenBadges` (2.0) or `OpenBadgesV3` (3.0). Codegen
     * checks it against the issuance paths of openapi/api.yaml.
     */
    endpoint: z.string().regex(/^[A-Za-z0-9]+$/, 'an API path without "/", e.g. OpenBadges'),
    /**
     * The partner's company code sent with every request; unique across events. Codegen checks
     * it against the API's `CompanyCode` rule (lower-case letters and digits, at most 50).
     */
    company: z.string().min(1, 'required'),
    /** Whether the request also carries `language`, a copy of `lang` (one partner asks for it). */
    sendsLanguage: z.boolean().default(false),
    /** The event's name; the page shows the text of its interface language. */
    title: LocalizedTextSchema,
    /** One sentence about the event and its badge; the lead text and the meta description. */
    description: DescriptionSchema,
    /** The badge the attendees receive. */
    badge: z
      .object({
        /** Its artwork under `public/`, e.g. `/events/aeskr.svg` (`npm run new:event` draws one). */
        image: z.string().regex(/^\/events\/[a-z0-9-]+\.svg$/, 'a file of public/events/, e.g. /events/aeskr.svg'),
        /** What the artwork shows, for screen readers. */
        alt: LocalizedTextSchema,
        /** The badge's public page (BadgeClass or Achievement) on the issuing platform; the image links to it. */
        publicUrl: ExternalUrlSchema,
      })
      .strict(),
    /** When the event takes place; shown under the title. */
    dates: z
      .object({
        /** First day. */
        start: IsoDateSchema,
        /** Last day, if it lasts more than one. */
        end: IsoDateSchema.optional(),
      })
      .strict()
      .optional(),
  })
  .strict()

export type EventPage = z.infer<typeof EventSchema>
export const defineEvent = definer(EventSchema)
