import { formatEventDates } from './event-time-text'
import type { EventPage } from './schema/event'

/** What an event page's intro is made of: an entry's fields, or a partner's request as its preview fills them in. */
export type EventIntroSource = Pick<EventPage, 'title' | 'name' | 'description' | 'badge' | 'example' | 'partner' | 'dates' | 'venue' | 'criteria' | 'timeZone'>

/** The partner's logo as the page's <img> gets it: its address and intrinsic size. */
export type IntroLogo = { src: string; width: number; height: number }

/**
 * An event page's `event-intro` section from its entry (whose event, its name, badge, dates,
 * venue and criteria), in both languages. One mapping for the build (`eventRoute`, manifest/site.ts,
 * which reads the logo's size from its file) and the request page's preview (which gives the
 * uploaded file's object URL), so the preview shows what the page will.
 */
export function eventIntroSection(event: EventIntroSource, logo?: IntroLogo) {
  const { partner, dates, venue, criteria, timeZone } = event
  const { logo: _file, ...partnerFields } = partner ?? { name: { ko: '', en: '' } }
  return {
    type: 'event-intro' as const,
    title: event.title,
    ...(event.name ? { name: event.name } : {}),
    description: event.description,
    badge: event.badge,
    example: event.example,
    ...(partner ? { partner: { ...partnerFields, ...(logo ? { logo } : {}) } } : {}),
    ...(dates ? { dates: { ko: formatEventDates(dates.start, dates.end, timeZone, 'ko'), en: formatEventDates(dates.start, dates.end, timeZone, 'en') } } : {}),
    ...(venue ? { venue } : {}),
    ...(criteria ? { criteria } : {}),
  }
}
