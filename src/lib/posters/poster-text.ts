import { formatEventDates, formatEventDateTime } from '../../../manifest/event-time-text'
import type { EventPage } from '../../../manifest/schema/event'
import { site } from '../../generated/site.gen'
import { internationalPhone } from '../phone'

// What a poster says, from one entry, without Node: the build's posters
// (scripts/posters/poster-content.ts) and the partner request page's preview
// (src/sections/partner-request-form/preview/) both use it.

type Locale = EventPage['interfaceLanguage']

/** The one line a poster says, in the event's interface language. */
export const posterInstruction: Record<Locale, string> = {
  ko: 'QR 코드를 스캔해 배지를 받으세요',
  en: 'Scan to claim your badge',
}

/** What claiming takes, under the instruction: the page asks for these two fields and nothing else. */
export const posterEffort: Record<Locale, string> = {
  ko: '이름과 이메일만, 1분이면 충분합니다',
  en: 'Your name and e-mail, about a minute',
}

/** What claiming takes on an event that asks for a claim code: the page asks for the code too (the QR code fills it in). */
export const posterEffortWithCode: Record<Locale, string> = {
  ko: '이름, 이메일과 참가 코드, 1분이면 충분합니다',
  en: 'Your name, e-mail and the claim code, about a minute',
}

/** The words before the claim deadline among the poster's facts. */
export const deadlineLabel: Record<Locale, string> = {
  ko: '신청 마감',
  en: 'Claim by',
}

/** The words before our phone and e-mail at the poster's foot. */
export const helpLabel: Record<Locale, string> = {
  ko: '문의',
  en: 'Help',
}

/** Across an example entry's poster and slide, so nobody hangs it for a real event. */
export const exampleMark: Record<Locale, string> = {
  ko: '예시 포스터: 실제 행사가 아닙니다',
  en: 'Example poster: not a real event',
}

/** Across the request page's preview of a poster, in the same place: what it draws is not yet the event's poster. */
export const previewMark: Record<Locale, string> = {
  ko: '미리보기: 완성된 포스터가 아닙니다',
  en: 'Preview: not the finished poster',
}

/** What a poster and a slide show, all in the event's interface language. */
export type PosterContent = {
  slug: string
  locale: Locale
  title: string
  brandName: string
  /** The event page's canonical address. */
  url: string
  /** What the QR code holds: the canonical address, with `?code=` for an event that asks for a claim code. */
  qrUrl: string
  /** The address as printed under the code: without `https://`, which a browser adds. */
  printedUrl: string
  instruction: string
  /** Files in `public/`: the badge artwork and our wordmark in the poster's language (manifest/brand.ts). */
  badgeFile: string
  wordmarkFile: string
  /** Who runs the event: its logo beside ours, or its name when the entry has no logo. */
  partner?: { name: string; logoFile?: string }
  /** The event's claim code and the words before it, when it asks for one: printed, and in the QR code. */
  claimCode?: { label: string; code: string }
  /** What the entry tells of the event, each under the page's own label: its dates, where, and the claim deadline, with the event's time zone. */
  facts: { label: string; value: string }[]
  /** "Your name and e-mail, about a minute" (`posterEffort`; `posterEffortWithCode` when the event asks for a code). */
  effort: string
  /** The instruction and the effort in the other interface language, for an attendee who reads that one. */
  otherLanguage: string
  /** Whom to ask: our phone, e-mail and hours (manifest/brand.ts). */
  help: string
  /** On an example entry only: that the poster is an example (`exampleMark`); on a preview, that it is one (`previewMark`). */
  example?: string
}

const otherLocale = (locale: Locale): Locale => (locale === 'ko' ? 'en' : 'ko')

/**
 * The entry's facts as the page words them (its labels, the event's own time zone beside every
 * date and time: manifest/event-time-text.ts), only those the entry gives. The deadline is the
 * window's end alone: the poster hangs while claims are open, and the whole window on one line of
 * an A4 sheet would be too small to read from a step away.
 */
function eventFacts(event: PosterEvent, locale: Locale, labels: PosterLabels): PosterContent['facts'] {
  const facts: PosterContent['facts'] = []
  if (event.dates) facts.push({ label: labels.dates, value: formatEventDates(event.dates.start, event.dates.end, event.timeZone, locale) })
  const venue = event.venue
  if (venue?.kind === 'place') facts.push({ label: labels.venue, value: `${venue.name[locale]} · ${venue.address[locale]}` })
  if (venue?.kind === 'online') facts.push({ label: labels.venue, value: [labels.online, venue.platform?.[locale]].filter(Boolean).join(' · ') })
  if (event.claims?.closes) facts.push({ label: deadlineLabel[locale], value: formatEventDateTime(event.claims.closes, event.timeZone, locale) })
  return facts
}

/** `문의 02-0000-0000 · support@… · 평일 9:00 ~ 18:00`; in English the number as dialled from abroad. */
function helpLine(locale: Locale, brand: PosterBrand): string {
  const { supportPhone, supportEmail } = site.brand
  const phone = locale === 'en' ? internationalPhone(supportPhone) : supportPhone
  return `${helpLabel[locale]} ${phone} · ${supportEmail} · ${brand.supportHours}`
}

/**
 * The brand's words a poster shows, in the poster's language: the build reads them from the
 * brand file, the preview from the shell's words of the page (src/app/shell-text.ts).
 */
export type PosterBrand = { name: string; supportHours: string }

/**
 * The page's own labels a poster repeats, in its language: the build reads them from the typed
 * strings (`posterLabelsOf`), the preview from the dictionaries it loads for the event's
 * language (plain strings without parameters, so the same text).
 */
export type PosterLabels = { dates: string; venue: string; online: string; claimCode: string }

export const posterLabelsOf = (L: { event: { dates(): string; venue(): string; online(): string }; issuance: { claimCode(): string } }): PosterLabels => ({
  dates: L.event.dates(),
  venue: L.event.venue(),
  online: L.event.online(),
  claimCode: L.issuance.claimCode(),
})

/** The fields of an entry a poster shows. */
export type PosterEvent = Pick<EventPage, 'slug' | 'interfaceLanguage' | 'title' | 'timeZone' | 'dates' | 'venue' | 'claims' | 'claimCode' | 'example'> & {
  partner?: { name: EventPage['title'] }
}

/**
 * One event's poster content, in the event's language (`labels` and `brand` are in it). `urls` are its page's address and what the QR code holds (the
 * build's carries the claim code); `files` name the pictures as the drawer reads them (paths
 * under `public/` for the build, addresses for the preview); `mark` replaces the example's mark
 * (the preview's).
 */
export function eventPosterContent(event: PosterEvent, labels: PosterLabels, brand: PosterBrand, urls: { page: string; qr: string }, files: { badge: string; wordmark: string; logo?: string }, mark?: string): PosterContent {
  const locale = event.interfaceLanguage
  const partner = event.partner && { name: event.partner.name[locale], ...(files.logo ? { logoFile: files.logo } : {}) }
  const example = mark ?? (event.example ? exampleMark[locale] : undefined)
  const effort = event.claimCode ? posterEffortWithCode : posterEffort
  return {
    slug: event.slug,
    locale,
    title: event.title[locale],
    brandName: brand.name,
    url: urls.page,
    qrUrl: urls.qr,
    printedUrl: urls.page.replace(/^https?:\/\//, ''),
    instruction: posterInstruction[locale],
    badgeFile: files.badge,
    wordmarkFile: files.wordmark,
    ...(partner ? { partner } : {}),
    // Labelled as the page's field is, so the hall and the page name it alike.
    ...(event.claimCode ? { claimCode: { label: labels.claimCode, code: event.claimCode } } : {}),
    facts: eventFacts(event, locale, labels),
    effort: effort[locale],
    otherLanguage: `${posterInstruction[otherLocale(locale)]} · ${effort[otherLocale(locale)]}`,
    help: helpLine(locale, brand),
    ...(example ? { example } : {}),
  }
}
