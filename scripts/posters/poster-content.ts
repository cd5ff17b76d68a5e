import path from 'node:path'
import type { EventPage } from '../../manifest/schema/event'
import type { SiteRoute } from '../../manifest/site'
import { site, type PageId } from '../../src/generated/site.gen'
import { languagesOf, pagePath } from '../../src/lib/routing'
import { CODE_PARAMETER } from '../../src/sections/issuance-form/address-code'

type Locale = EventPage['interfaceLanguage']

/** The one line a poster says, in the event's interface language. */
export const posterInstruction: Record<Locale, string> = {
  ko: 'QR 코드를 스캔해 배지를 받으세요',
  en: 'Scan to claim your badge',
}

/** The words before the claim code on a poster and a slide (the page's field says the same). */
export const claimCodeLabel: Record<Locale, string> = {
  ko: '참가 코드',
  en: 'Claim code',
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
}

/**
 * An event page's canonical address. The page is written in one language (`languagesOf`), so
 * both its paths name that language's one, as `<head>` (src/app/head.ts) and the sitemap do.
 */
export function eventPageUrl(event: Pick<EventPage, 'id'>, origin: string): string {
  const id = event.id as PageId
  return `${origin}${pagePath(id, languagesOf(id)[0]!.segment)}`
}

/** One poster per event route, in the order of the manifest. */
export function posterContents(routes: readonly SiteRoute[], origin: string, publicDir: string): PosterContent[] {
  return routes.flatMap(({ event }) => {
    if (!event) return []
    const locale = event.interfaceLanguage
    const url = eventPageUrl(event, origin)
    const partner = event.partner && {
      name: event.partner.name[locale],
      ...(event.partner.logo ? { logoFile: path.join(publicDir, event.partner.logo) } : {}),
    }
    return [
      {
        slug: event.slug,
        locale,
        title: event.title[locale],
        brandName: site.brand.name[locale],
        url,
        qrUrl: event.claimCode ? `${url}?${CODE_PARAMETER}=${event.claimCode}` : url,
        printedUrl: url.replace(/^https:\/\//, ''),
        instruction: posterInstruction[locale],
        badgeFile: path.join(publicDir, event.badge.image),
        wordmarkFile: path.join(publicDir, site.brand.logo.wordmark[locale].src),
        ...(partner ? { partner } : {}),
        ...(event.claimCode ? { claimCode: { label: claimCodeLabel[locale], code: event.claimCode } } : {}),
      },
    ]
  })
}
