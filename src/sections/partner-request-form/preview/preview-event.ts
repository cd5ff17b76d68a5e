import type { EventIntroSource } from '../../../../manifest/event-intro-section'
import { DEFAULT_TIME_ZONE, isTimeZone } from '../../../../manifest/zoned-time'
import { eventBadgeSvg } from '../../../lib/event-badge/art'
import { badgeAlt, requestBadgeLabel } from '../../../lib/event-badge/words'
import type { PosterEvent } from '../../../lib/posters/poster-text'
import type { EventFieldKey, RequestValues } from '../request-fields'

/** An event entry as far as the form holds one: what the page's intro and the poster are drawn from. */
export type PreviewEvent = EventIntroSource & PosterEvent

/** What the preview fills a gap with: the field's own label in brackets (`[Badge page title (Korean)]`), and a claim code. */
export type PreviewStandIns = { label: (field: EventFieldKey) => string; claimCode: string }

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value)
const isWallTime = (value: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)

/**
 * The form's values as an entry, whatever their state, so the preview always draws: an empty
 * text shows its field's label in brackets, a fact not (validly) given is left out as a page
 * without it leaves it out (no dates, no venue), the dates and the claim deadline only with a
 * time zone Intl knows, the host's site only as an http(s) address (it becomes a link). The
 * badge's artwork is the one `new:event --from-request` draws by default (a data: URL); the claim
 * code is a stand-in (a maintainer makes the real one).
 */
export function previewEvent(v: RequestValues, standIns: PreviewStandIns, pageUrl: string): PreviewEvent {
  const text = (key: EventFieldKey) => v[key].trim() || `[${standIns.label(key)}]`
  const pair = (ko: EventFieldKey, en: EventFieldKey) => ({ ko: text(ko), en: text(en) })
  const zoneKnown = isTimeZone(v.timeZone)
  const lastDay = isDate(v.end) && v.end >= v.start ? v.end : undefined
  const dates = zoneKnown && isDate(v.start) ? { start: v.start, ...(lastDay ? { end: lastDay } : {}) } : undefined
  const closes = zoneKnown && isWallTime(v.claimsCloses) ? v.claimsCloses : undefined
  const venue =
    v.venueKind === 'place'
      ? { kind: 'place' as const, name: pair('venueNameKo', 'venueNameEn'), address: pair('venueAddressKo', 'venueAddressEn') }
      : v.venueKind === 'online'
        ? { kind: 'online' as const, ...(v.platformKo || v.platformEn ? { platform: pair('platformKo', 'platformEn') } : {}) }
        : undefined
  const title = pair('titleKo', 'titleEn')
  const label = requestBadgeLabel({ badgeLabel: v.badgeLabel.trim() || undefined, name: { en: text('nameEn') } })
  const slug = v.slug.trim()
  const art = eventBadgeSvg({ slug, label, title: title.en })
  return {
    slug,
    interfaceLanguage: v.interfaceLanguage === 'en' ? 'en' : 'ko',
    title,
    name: pair('nameKo', 'nameEn'),
    description: pair('descriptionKo', 'descriptionEn'),
    badge: { image: `data:image/svg+xml,${encodeURIComponent(art)}`, alt: badgeAlt(title, label), publicUrl: pageUrl },
    example: false,
    partner: { name: pair('partnerNameKo', 'partnerNameEn'), ...(/^https?:\/\/\S+$/.test(v.partnerUrl) ? { url: v.partnerUrl } : {}) },
    timeZone: zoneKnown ? v.timeZone : DEFAULT_TIME_ZONE,
    ...(dates ? { dates } : {}),
    ...(venue ? { venue } : {}),
    ...(v.criteriaKo || v.criteriaEn ? { criteria: pair('criteriaKo', 'criteriaEn') } : {}),
    ...(closes ? { claims: { closes } } : {}),
    ...(v.asksClaimCode ? { claimCode: standIns.claimCode } : {}),
  } as PreviewEvent
}
