import type { PartnerRequestInput } from '../../../manifest/schema/partner-request'
import { DEFAULT_TIME_ZONE } from '../../../manifest/zone-name'

/**
 * The form's text fields and where each sits in the event's fields (PartnerRequestSchema), so a
 * refusal's path (`dates.end`, the schema's or the API's) finds its input. The contact person's
 * fields are the request's own (`contactName`, `email`, `tel`), not the event's.
 */
export const eventFieldPaths = {
  nameKo: 'name.ko',
  nameEn: 'name.en',
  titleKo: 'title.ko',
  titleEn: 'title.en',
  descriptionKo: 'description.ko',
  descriptionEn: 'description.en',
  slug: 'slug',
  interfaceLanguage: 'interfaceLanguage',
  partnerNameKo: 'partner.name.ko',
  partnerNameEn: 'partner.name.en',
  partnerUrl: 'partner.url',
  start: 'dates.start',
  end: 'dates.end',
  timeZone: 'timeZone',
  claimsOpens: 'claims.opens',
  claimsCloses: 'claims.closes',
  venueKind: 'venue.kind',
  venueNameKo: 'venue.name.ko',
  venueNameEn: 'venue.name.en',
  venueAddressKo: 'venue.address.ko',
  venueAddressEn: 'venue.address.en',
  venueCountry: 'venue.country',
  platformKo: 'venue.platform.ko',
  platformEn: 'venue.platform.en',
  criteriaKo: 'criteria.ko',
  criteriaEn: 'criteria.en',
  badgeLabel: 'badgeLabel',
} as const

export type EventFieldKey = keyof typeof eventFieldPaths
export const contactFields = ['contactName', 'email', 'tel'] as const
export type ContactFieldKey = (typeof contactFields)[number]
export type FieldKey = EventFieldKey | ContactFieldKey | 'logo'

export type RequestValues = Record<EventFieldKey | ContactFieldKey, string> & { asksClaimCode: boolean }

export const emptyValues: RequestValues = {
  ...(Object.fromEntries([...Object.keys(eventFieldPaths), ...contactFields].map((key) => [key, ''])) as Record<EventFieldKey | ContactFieldKey, string>),
  interfaceLanguage: 'ko',
  timeZone: DEFAULT_TIME_ZONE,
  asksClaimCode: false,
}

/** The input a refusal's path names: the field itself, else the nearest field above it (`dates` is the last day's). */
export function fieldOfPath(path: string): FieldKey | undefined {
  if (path === 'logo' || (contactFields as readonly string[]).includes(path)) return path as FieldKey
  const exact = (Object.entries(eventFieldPaths) as [EventFieldKey, string][]).find(([, p]) => p === path)?.[0]
  if (exact) return exact
  // A check across fields names their parent: the later of the two is the one to change.
  const across: Partial<Record<string, EventFieldKey>> = { dates: 'end', claims: 'claimsCloses', venue: 'venueKind', partner: 'partnerNameKo', name: 'nameKo', title: 'titleKo', description: 'descriptionKo', criteria: 'criteriaKo' }
  return across[path] ?? across[path.split('.')[0]!]
}

/** A `{ ko, en }` pair from two answers, or nothing when both are empty (the schema names a half pair). */
const pair = (ko: string, en: string) => (ko || en ? { ko, en } : undefined)
const some = <T extends object>(value: T) => (Object.values(value).some((v) => v !== undefined) ? value : undefined)

/** The event's fields as the schema and the API take them: an empty optional field is left out, never sent as ''. */
export function eventOf(v: RequestValues): PartnerRequestInput {
  const venue =
    v.venueKind === 'place'
      ? { kind: 'place' as const, name: pair(v.venueNameKo, v.venueNameEn)!, address: pair(v.venueAddressKo, v.venueAddressEn)!, ...(v.venueCountry ? { country: v.venueCountry } : {}) }
      : v.venueKind === 'online'
        ? { kind: 'online' as const, ...(pair(v.platformKo, v.platformEn) ? { platform: pair(v.platformKo, v.platformEn)! } : {}) }
        : undefined
  const event = {
    slug: v.slug,
    interfaceLanguage: v.interfaceLanguage as 'ko' | 'en',
    title: { ko: v.titleKo, en: v.titleEn },
    description: { ko: v.descriptionKo, en: v.descriptionEn },
    name: { ko: v.nameKo, en: v.nameEn },
    partner: { name: { ko: v.partnerNameKo, en: v.partnerNameEn }, ...(v.partnerUrl ? { url: v.partnerUrl } : {}) },
    timeZone: v.timeZone,
    dates: v.start || v.end ? { start: v.start, ...(v.end ? { end: v.end } : {}) } : undefined,
    venue,
    criteria: pair(v.criteriaKo, v.criteriaEn),
    badgeLabel: v.badgeLabel || undefined,
    claims: some({ opens: v.claimsOpens || undefined, closes: v.claimsCloses || undefined }),
    asksClaimCode: v.asksClaimCode,
  }
  return Object.fromEntries(Object.entries(event).filter(([, value]) => value !== undefined)) as PartnerRequestInput
}
