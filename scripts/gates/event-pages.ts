import jsQR from 'jsqr'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PNG } from 'pngjs'
import { claimMomentsOn, dayIn, isClaimRule, type ClaimMoments, type PageClaims } from '../../manifest/claim-window'
import { loadSite } from '../../manifest/site'
import { CODE_PARAMETER } from '../../src/sections/issuance-form/address-code'
import { eventPageUrl } from '../posters/poster-content'
import { posterFiles, privateOutput } from '../posters/poster-files'
import { siteOriginFromEnv } from '../site-origin'
import { eventPageProblems, type ExpectedEventPage } from './event-page-rules'

/**
 * `npm run check:events` (in `npm test`, after the build): every event page of the manifest, at
 * both its addresses, shows what its entry says and its form posts the entry's wallet and
 * company (event-page-rules.ts), and its hall slide's QR
 * code opens its page (with its claim code, for an event that asks one). No browser: one read
 * of a few files per event, so a thousand entries cost seconds, while the browser tests visit
 * the entries that show each trait of an event page (tests/e2e/site.ts, `eventsByShape`).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const dist = path.join(root, process.env.DIST_DIR ?? 'dist')
const origin = siteOriginFromEnv()
const site = loadSite()
const segmentOf = (locale: 'ko' | 'en') => site.languages.find((l) => l.locale === locale)!.segment

/** The QR code of a PNG, read from its pixels as a phone's camera would. */
function qrOf(file: string): string | undefined {
  const png = PNG.sync.read(readFileSync(file))
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data
}

/**
 * The window a page must show: a fixed one's moments; for an example's rule relative to the build
 * day, the rule read on the day the page's own opening instant (`data-opens`) says it was built on,
 * which must not lie ahead (the build reads it on its day: scripts/prerender/main.ts). The texts
 * then prove the page shows the rule's window, whole days from 09:00 to 18:00, on that day.
 */
function momentsOf(claims: PageClaims, html: string, page: string): ClaimMoments {
  if (!isClaimRule(claims)) return claims
  const opens = Number(/data-opens="(\d+)"/.exec(html)?.[1])
  const builtOn = Number.isNaN(opens) ? Date.now() : opens + claims.relative.openedDaysAgo * 86_400_000
  if (dayIn(builtOn, claims.timeZone) > dayIn(Date.now(), claims.timeZone)) problems.push(`${page}: its claim window opens ${new Date(opens).toISOString()}, so it was built on a day still to come`)
  return claimMomentsOn(claims, builtOn)
}

const problems: string[] = []
let pages = 0
for (const route of site.routes) {
  const { event, claims } = route
  if (!event) continue
  const locale = event.interfaceLanguage
  const url = eventPageUrl(event, origin)
  const withPlace = event.name && event.dates && event.venue?.kind === 'place'
  for (const { segment } of site.languages) {
    const expected: ExpectedEventPage = {
      path: `/${segment}/${event.slug}`,
      lang: site.languages.find((l) => l.locale === locale)!.htmlLang,
      title: `${event.title[locale]} | ${site.brand.name[locale]}`,
      heading: event.title[locale],
      canonical: route.indexable ? `${origin}/${segmentOf(locale)}/${event.slug}` : undefined,
      windowTexts: [],
      eventName: withPlace ? event.name![locale] : undefined,
      form: { endpoint: event.endpoint, company: event.company, sendsLanguage: event.sendsLanguage === true },
    }
    const file = path.join(dist, expected.path, 'index.html')
    if (!existsSync(file)) {
      problems.push(`${expected.path}: not built (${path.relative(root, file)})`)
      continue
    }
    const html = readFileSync(file, 'utf8')
    const moments = claims && momentsOf(claims, html, expected.path)
    // As a reader sees them: the page's text is read without its word joiners (event-page-rules.ts).
    const windowTexts = [moments?.opens, moments?.closes].flatMap((end) => (end ? [end.text[locale].replace(/\u2060/g, '')] : []))
    problems.push(...eventPageProblems(html, { ...expected, windowTexts }))
    pages += 1
  }
  // A poster with a claim code is beside dist/, never served (poster-files.ts).
  const slide = path.join(event.claimCode ? privateOutput(dist) : dist, posterFiles(event.slug).slide)
  const qr = event.claimCode ? `${url}?${CODE_PARAMETER}=${event.claimCode}` : url
  if (!existsSync(slide)) problems.push(`${event.slug}: no slide at ${path.relative(root, slide)}`)
  else if (qrOf(slide) !== qr) problems.push(`${event.slug}: the slide's QR code reads "${qrOf(slide)}", expected "${qr}"`)
}

if (problems.length > 0) {
  console.error(`events: ${problems.length} problems over ${pages} event pages:\n${problems.map((p) => `  ${p}`).join('\n')}`)
  process.exit(1)
}
console.log(`events: ${pages} event pages and their slides show what their entries say`)
