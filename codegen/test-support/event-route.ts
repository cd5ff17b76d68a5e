import { EventSchema } from '../../manifest/schema/event'
import type { SiteRoute } from '../../manifest/site'

/**
 * An event route as the manifest makes one, for codegen's per-event writers: a minimal entry of
 * `company`, with `fields` (a claim code, a window, a time zone) on top. Only `event` matters to
 * them; the schema parses it, so a malformed field throws as the manifest would.
 */
export const eventRoute = (company: string, fields: Record<string, unknown> = {}): SiteRoute =>
  ({
    event: EventSchema.parse({
      id: 'EventPage',
      slug: company,
      interfaceLanguage: 'ko',
      endpoint: 'OpenBadges',
      company,
      title: { ko: '행사', en: 'Event' },
      description: { ko: '설명', en: 'About' },
      badge: { image: `/events/${company}.svg`, alt: { ko: '메달', en: 'A medal' }, publicUrl: 'https://badges.example/x' },
      ...fields,
    }),
  }) as SiteRoute
