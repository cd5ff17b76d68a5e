import { fileURLToPath } from 'node:url'
import { writePublicFiles } from '../write-public-files'
import { badgePageChars, badgePageNarrowPath, badgePagePath, drawBadgePage, drawBadgePageNarrow } from './badge-page'
import { dashboardChars, dashboardNarrowPath, dashboardPath, drawDashboard, drawDashboardNarrow } from './issuer-dashboard'
import { outlineFaces } from './screen-parts'
import { drawVerification, drawVerificationNarrow, verificationChars, verificationNarrowPath, verificationPath } from './verification-result'
import { drawWallet, drawWalletNarrow, walletChars, walletNarrowPath, walletScreenPath } from './wallet-screen'

/**
 * Draws the product's screens, in both languages, into `public/illustrations/`
 * (`npm run draw:screens`; `screen-files.test.ts` fails while a file is stale): the wallet
 * (`wallet-screen.ts`), the issuer's dashboard (`issuer-dashboard.ts`), a verification result
 * (`verification-result.ts`) and a badge's public page (`badge-page.ts`), from the pieces they share (`screen-parts.ts`). Each is an
 * illustration of the product with sample names, not a screenshot of a customer's data: the
 * manifest's alt text says so.
 *
 * The text is outlines of the brand face (Pretendard, Bold and Regular), set by the sharing
 * cards' glyph pass and typesetter, as the notice banners are (`scripts/notices/draw-banners.ts`):
 * a picture shown by an `<img>` cannot use the page's web fonts.
 */
const locales = ['ko', 'en'] as const

/** Every screen file: its path under `public/` and its content. */
export function screenFiles(): { file: string; svg: string }[] {
  const glyphs = outlineFaces(locales.flatMap((l) => [walletChars(l), verificationChars(l), dashboardChars(l), badgePageChars(l)]))
  return locales.flatMap((locale) => [
    { file: walletScreenPath(locale), svg: drawWallet(locale, glyphs) },
    { file: walletNarrowPath(locale), svg: drawWalletNarrow(locale, glyphs) },
    { file: dashboardPath(locale), svg: drawDashboard(locale, glyphs) },
    { file: dashboardNarrowPath(locale), svg: drawDashboardNarrow(locale, glyphs) },
    { file: verificationPath(locale), svg: drawVerification(locale, glyphs) },
    { file: verificationNarrowPath(locale), svg: drawVerificationNarrow(locale, glyphs) },
    { file: badgePagePath(locale), svg: drawBadgePage(locale, glyphs) },
    { file: badgePageNarrowPath(locale), svg: drawBadgePageNarrow(locale, glyphs) },
  ])
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writePublicFiles(screenFiles(), 'screens')
