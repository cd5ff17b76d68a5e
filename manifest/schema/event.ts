import { z } from 'zod'
import { definer } from './define'
import { LocaleSchema } from './language'
import { PageIdSchema } from './link'
import { LocalizedTextSchema } from './text'

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
    /** One sentence about the event and its badge; the meta description. */
    description: z.object({ ko: z.string().min(1).max(160), en: z.string().min(1).max(160) }).strict(),
  })
  .strict()

export type EventPage = z.infer<typeof EventSchema>
export const defineEvent = definer(EventSchema)
