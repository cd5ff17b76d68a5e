// The event entry's schema without `defineEvent`, whose file-path messages need Node: the
// partner request form's worker checks with these in the browser (manifest/schema/partner-request.ts).
import { z } from 'zod'
import { LocaleSchema } from './language'
import { PageIdSchema } from './page-id'
import { DEFAULT_TIME_ZONE, IsoDateSchema, isTimeZone, TimeZoneSchema, WallDateTimeSchema, zonedInstant } from './event-time'
import { DescriptionSchema, ExternalUrlSchema, LocalizedTextSchema } from './text'

/** The partner that runs the event; the page shows its logo beside ours, never instead of it. */
export const PartnerSchema = z
  .object({
    /** The partner's name as it wants to be written. */
    name: LocalizedTextSchema,
    /** Its logo under `public/partners/`, SVG or PNG (`npm run new:event` checks the file). */
    logo: z
      .string()
      .regex(/^\/partners\/[a-z0-9-]+\.(svg|png)$/, 'a file of public/partners/, e.g. /partners/aeskr.svg')
      .optional(),
    /** The partner's own site. */
    url: ExternalUrlSchema.optional(),
  })
  .strict()

/** Where the event takes place: a venue with its address, or online. */
export const VenueSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('place'),
      /** The venue's name, e.g. `COEX Hall C`. */
      name: LocalizedTextSchema,
      /** Its postal address, written for a visitor of each language. */
      address: LocalizedTextSchema,
      /** Its country as ISO 3166-1 two letters (`KR`, `TH`): search engines' address needs it. */
      country: z
        .string()
        .regex(/^[A-Z]{2}$/, 'two capital letters (ISO 3166-1), e.g. KR')
        .default('KR'),
    })
    .strict(),
  z
    .object({
      kind: z.literal('online'),
      /** Where online, if it helps, e.g. `Zoom`. */
      platform: LocalizedTextSchema.optional(),
    })
    .strict(),
])

/**
 * When badges can be claimed, the event's wall-clock time (`timeZone`). Outside it the page shows no form (before: when claims
 * open; after: that they closed, with the contact link) and the API refuses the company's
 * requests. Either end may be left open; or, on an example entry only, the window is `relative`.
 */
const claimEnds = {
  /** First minute a claim is accepted, `YYYY-MM-DDTHH:mm`. */
  opens: WallDateTimeSchema.optional(),
  /** First minute a claim is no longer accepted, `YYYY-MM-DDTHH:mm`. */
  closes: WallDateTimeSchema.optional(),
}

const someEnd = (w: { opens?: string | undefined; closes?: string | undefined; relative?: object | undefined }) => w.opens !== undefined || w.closes !== undefined || w.relative !== undefined

/** A window with fixed ends only: what a partner's request may ask for (manifest/schema/partner-request.ts). */
export const FixedClaimWindowSchema = z.object(claimEnds).strict().refine(someEnd, 'give opens, closes or both')

const ClaimWindowSchema = z
  .object({
    ...claimEnds,
    /**
     * Example entries only (`example: true`), instead of `opens` and `closes`: a window that moves
     * with the day, so the example page always shows the form. It opened at 09:00 `openedDaysAgo`
     * days before the day the site is built (the API: the day a claim arrives) and closes at 18:00
     * `closesInDays` days after it, in the event's time zone (manifest/claim-window.ts).
     */
    relative: z
      .object({
        /** Days before the build day on whose 09:00 it opened; 1 keeps it open on a build before 09:00. */
        openedDaysAgo: z.number().int().min(0).max(366),
        /** Days after the build day at whose 18:00 it closes, e.g. 14. */
        closesInDays: z.number().int().min(0).max(366),
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine(someEnd, 'give opens, closes or both')
  .refine((w) => w.relative === undefined || (w.opens === undefined && w.closes === undefined), 'give opens and closes, or relative, not both')

/**
 * A partner event's badge page, `/{lang}/{slug}`: no header, no inquiry banner, a form that
 * requests the event's commemorative badge. One entry is the whole page.
 */
export const EventFieldsSchema = z
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
    /**
     * The page's title: the badge it gives, e.g. `AES Korea attendance badge` (the h1, the tab,
     * the sharing card); the page shows the text of its interface language.
     */
    title: LocalizedTextSchema,
    /**
     * The event's own name, e.g. `AES Korea 2025`: the page lists it among the event's facts
     * (unless the title holds it already), and with `dates` and a `place` venue it names the Event
     * search engines read (none without it, rather than one named after the badge).
     */
    name: LocalizedTextSchema.optional(),
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
    /** Who runs the event. */
    partner: PartnerSchema.optional(),
    /**
     * The event's IANA time zone, e.g. `Asia/Bangkok` for an event in Thailand: its dates and
     * claim window are read in it, and the page names it beside every date and time. An online
     * event takes its organiser's. Default `Asia/Seoul`.
     */
    timeZone: TimeZoneSchema.default(DEFAULT_TIME_ZONE),
    /** When the event takes place, calendar days of its time zone. */
    dates: z
      .object({
        /** First day. */
        start: IsoDateSchema,
        /** Last day, if it lasts more than one. */
        end: IsoDateSchema.optional(),
      })
      .strict()
      .refine((d) => d.end === undefined || d.start <= d.end, 'end must not come before start')
      .optional(),
    /** Where it takes place. */
    venue: VenueSchema.optional(),
    /** What the badge recognises: one or two sentences. */
    criteria: DescriptionSchema.optional(),
    /** When claims are accepted; absent: always. */
    claims: ClaimWindowSchema.optional(),
    /**
     * A code attendees must give to claim the badge, e.g. `SUMMIT26`: upper-case letters and
     * digits, 6 to 16. The poster and the slide print it and put it in their QR code's address
     * (`?code=`), the page asks for it, and the API refuses a claim without it (403). Codegen
     * hands it to the server only: no built page or script contains it. Anyone in the hall can
     * read it, so it proves presence in the hall (or a word from someone there), nothing more.
     * Absent: no code is asked.
     */
    claimCode: z
      .string()
      .regex(/^[A-Z0-9]{6,16}$/, 'upper-case letters and digits, 6 to 16, e.g. SUMMIT26')
      .optional(),
    /**
     * An example entry, not a real partner's event: it shows every field to partners and to the
     * tests, says on the page that it is an example, and stays out of search engines and the sitemap.
     */
    example: z.boolean().default(false),
  })
  .strict()

/**
 * The checks across fields of an entry (and of a partner's request for one,
 * manifest/schema/partner-request.ts): the claim window's ends exist in the event's zone and
 * come in order, and only an example's window is relative to the build day (a partner's page must
 * say the dates its attendees were told; a request is never an example).
 */
export function checkClaimWindow(
  event: { claims?: { opens?: string | undefined; closes?: string | undefined; relative?: object | undefined } | undefined; timeZone: string; example?: boolean | undefined },
  context: z.RefinementCtx,
): void {
  const { claims, timeZone } = event
  if (claims?.relative !== undefined && event.example !== true) {
    context.addIssue({ code: 'custom', path: ['claims', 'relative'], message: 'only an example entry (example: true) may have a window relative to the build day; give opens and closes' })
  }
  // Checked with the zone: a wall-clock minute may not exist there (a summer-time gap).
  if (!isTimeZone(timeZone)) return
  const ends = { opens: claims?.opens, closes: claims?.closes }
  for (const [end, wall] of Object.entries(ends)) {
    if (wall !== undefined && Number.isNaN(zonedInstant(wall, timeZone))) {
      context.addIssue({ code: 'custom', path: ['claims', end], message: `not a real date and time in ${timeZone}` })
    }
  }
  if (ends.opens && ends.closes && zonedInstant(ends.opens, timeZone) >= zonedInstant(ends.closes, timeZone)) {
    context.addIssue({ code: 'custom', path: ['claims'], message: 'opens must come before closes' })
  }
}

/** A whole entry: its fields (EventFieldsSchema, whose parts a partner's request reuses) and the checks across them. */
export const EventSchema = EventFieldsSchema.superRefine(checkClaimWindow)

export type EventPage = z.infer<typeof EventSchema>
