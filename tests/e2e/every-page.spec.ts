import type { Page, Request } from '@playwright/test'
import { statSync } from 'node:fs'
import path from 'node:path'
import { popups } from '../../manifest/popups'
import { popupsOfPage } from '../../manifest/schema/popup'
import { distPages, type DistPage } from '../../server/dist-pages'
import { serverConfig } from '../../server/config'
import { describeViolations, failingViolations } from './axe-report'
import { axeViolations } from './axe-run'
import { expect, expectHydrated, test, twoFrames } from './fixtures'
import { inspectionScreens as screens, layoutProblems, showAt } from './layout-walk'
import { cardGridProblems, cardGridWidths, pagesWithCardGrids } from './page-walk/card-grids'
import { lineBreaksAt, lineBreakWidths } from './page-walk/line-breaks'
import { expectPageHeadAndOneClosingCall, hasPageHead } from './page-walk/page-head'
import { expectSpecContents, unsizedImages } from './page-walk/spec-contents'
import { openWithStylesHeld } from './page-walk/styles-held'
import { unexpectedWidthFindings, widthsOfPage, widthsWithDialog, type WidthFinding } from './page-walk/width-walk'
import { everyPage, isEventAddress, knownHeadings } from './site'

declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

/**
 * The page walk: every page loaded once, and everything a visitor (and a screen reader, and the
 * browser's security policy) meets there checked on that one load. These were eight walks over
 * the same pages (this one, widths, line breaks, card grids, the page head, the heading before
 * the style sheet, the informational pages' contents); each load and hydration cost two to three
 * seconds of CPU, about 290 of them in all. (That the heading is in the document while the style
 * sheet is on its way is now the SEO gate's, over every built page's markup, and a test below.)
 * In order:
 * - the status, the document's language, one H1 and a <title> that is "heading | brand";
 * - a clean hydration, and no console error (the fixture);
 * - the Content-Security-Policy header (hashes of its own inline scripts, no 'unsafe-inline',
 *   frame-ancestors 'none'), and no violation while the page loads and scrolls;
 * - axe (WCAG 2.2 AA tags; serious and critical fail) at a phone's 375 px and a desktop's 1440 px
 *   (a page in both languages: Korean at the one, English at the other);
 * - the layout as a designer checks it (layout-inspection.ts: nothing wider than the screen, no
 *   text under 12 px, no control over another, no floating button over text, dialogs that fit
 *   with their title and actions in view, no hole in a card grid) at 320, 375, 768 and 1440 px,
 *   with the page's on-load dialog open and again after it is closed (axe too);
 * - the width check at every width from 320 to 1440 px (page-walk/width-walk.ts), with the
 *   dialog open, closed and, on a language's home page, with the drawer open;
 * - line breaks a reader would choose at 1440, 375 and 320 px (page-walk/line-breaks.ts);
 * - card grids without holes, pictures on all cards or none, titles in line, at 375 and 1440 px
 *   (page-walk/card-grids.ts);
 * - every picture of the main part sized and described, and what the spec names on the page
 *   (its headings, links and pictures: page-walk/spec-contents.ts) visible;
 * - on an inner page, the page head and one call to action at the end (page-walk/page-head.ts).
 *
 * The pages are the site's routes in both languages and the event pages `eventsByShape` picks (site.ts)
 * plus any other HTML file of the build (dist/) but the other event pages, so a page added later
 * is checked without being listed (the first four points only); of a route's views by query
 * (notices, list pages) the fullest and the emptiest (`fullestAndEmptiest`). Popups open as on a
 * first visit (no "hide for today" cookie), so axe reads them too. One test per page, spread
 * over the workers. A failed point does not hide the others: each is a soft expectation.
 */
const routePages = new Map(everyPage.map((p) => [p.url, p]))
const { distDir } = serverConfig()
const builtPages = distPages(distDir)
if (builtPages.length === 0) throw new Error('no prerendered pages in dist/: run `npm run build` first')
// dist/404.html is a copy of /kor/404 (scripts/prerender/main.ts) that hosts serve for unknown
// addresses (serving.spec.ts); at its own address the router would not know it. An event page
// whose traits other entries show here is checked without a browser (`npm run check:events`).
const unlisted = fullestAndEmptiest(builtPages.filter(({ url }) => !routePages.has(url) && url !== '/404.html' && !isEventAddress(url)))
/** Widths axe reads the site at: a phone and a desktop. */
const widths = [375, 1440] as const

/**
 * The widths axe reads one page at. A page in both languages is read at a phone's 375 px in Korean
 * and at a desktop's 1440 px in English: its two documents are the same elements under the same
 * styles with other words, so the pair still meets axe at both widths and in both languages, and
 * the walk's axe time halves (it was half of this walk's time, about 4 of CI's minutes on two
 * cores). Any other built page in both languages (a notice, a list's view) is read the same way,
 * by the language of its path. A page in one language (an event, read at its /kor copy) is read
 * at both. Words that do not fit a width are the width check's (below), at every width
 * and in both languages.
 */
const axeWidthsOf = (url: string, expected: { isEvent: boolean } | undefined): readonly number[] =>
  expected?.isEvent ? widths : url.startsWith('/kor') ? [widths[0]] : [widths[1]]

// Card grids and line breaks are read in the layout pass (expectClosedPageAt): at widths it shows.
for (const width of [...cardGridWidths, ...lineBreakWidths]) {
  if (!screens.some((screen) => screen.width === width)) throw new Error(`the layout pass shows no ${width} px screen, where card grids or line breaks are read`)
}

test.use({ popups: 'shown' })

for (const url of [...routePages.keys(), ...unlisted]) {
  const expected = routePages.get(url)
  // An event page is one document in its own language under both paths (checked below): axe,
  // the layout and the walks at every width read its /kor copy only.
  const runsAxe = !(expected?.isEvent && expected.segment === 'eng')
  const walksWidths = expected !== undefined && runsAxe
  const axeWidths = axeWidthsOf(url, expected)
  const checks = [
    expected ? 'status, language, title, heading' : '',
    'hydration, CSP',
    runsAxe ? `axe at ${axeWidths.join(' and ')} px, layout` : '',
    walksWidths ? 'widths, line breaks, card grids' : '',
    expected && hasPageHead(expected) ? 'page head' : '',
  ]
  test(`${url}: ${checks.filter(Boolean).join(', ')}`, async ({ page }) => {
    await page.setViewportSize({ width: widths[0], height: 900 })
    await watchPolicyViolations(page)
    const pending = pendingRequests(page)
    const response = await page.goto(url)

    const csp = response?.headers()['content-security-policy'] ?? ''
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toMatch(/'unsafe-inline'|'unsafe-eval'/)

    if (expected) {
      expect(response?.status()).toBe(expected.status)
      await expect(page.locator('html')).toHaveAttribute('lang', expected.htmlLang)
      // By element, not by role: an open popup makes the page behind it inert.
      const heading = page.locator('h1')
      await expect(heading).toHaveCount(1)
      const text = (await heading.innerText()).trim()
      expect(text.length).toBeGreaterThan(1)
      if (knownHeadings[url]) expect(text).toBe(knownHeadings[url])
      await expect(page).toHaveTitle(`${text} | ${expected.brand}`)
    }
    await expectHydrated(page)
    // Lists ask the API when they mount; check the answered list, not its loading line.
    await expect.poll(() => [...pending].filter(isApiCall).length, { message: `${url}: API calls still pending` }).toBe(0)
    await page.mouse.wheel(0, 4000)
    // A popup opens after hydration from a chunk of its own, and fades in: axe reads colours
    // mid-fade as too faint. Wait until nothing loads (the popup's chunk, what the wheel brought
    // into view), then (showAt) for every finite animation to end.
    await loaded(page, pending)
    expect(await page.evaluate(() => window.__cspViolations ?? [])).toEqual([])
    if (!runsAxe) return

    const dialog = page.locator('dialog[open]')
    // Its popup opens after hydration, from a chunk of its own (page-popups.tsx): on a busy machine,
    // after its other requests have come. Counted before it opened, the walk would run without it.
    if (expected && popupsOfPage(popups, expected.routeId).length > 0) await expect(dialog).toHaveCount(1)
    const dialogOpen = (await dialog.count()) > 0
    const problems: string[] = []
    for (const screen of screens) {
      // The layout follows the width in CSS alone (no script reads it): resizing the loaded page
      // gives the desktop page, for a third less CPU than loading it again.
      await showAt(page, screen)
      problems.push(...(await layoutProblems(page, `${url} at ${screen.width} px (as loaded)`)))
      if (walksWidths && !dialogOpen) await expectClosedPageAt(page, url, expected?.htmlLang === 'ko', screen.width)
      if (!axeWidths.includes(screen.width)) continue
      problems.push(...describeViolations(url, screen.width, failingViolations(await axeViolations(page))))
    }
    const widthFindings: WidthFinding[] = []
    if (dialogOpen) {
      if (walksWidths) widthFindings.push(...(await widthsWithDialog(page, url)))
      await page.keyboard.press('Escape')
      await expect(dialog).toHaveCount(0)
      for (const screen of screens) {
        await showAt(page, screen)
        problems.push(...(await layoutProblems(page, `${url} at ${screen.width} px (dialog closed)`)))
        if (walksWidths) await expectClosedPageAt(page, url, expected?.htmlLang === 'ko', screen.width)
        // The page behind the dialog was inert to axe: read it again, as a visitor meets it once
        // the dialog is closed.
        if (!axeWidths.includes(screen.width)) continue
        problems.push(...describeViolations(`${url} (dialog closed)`, screen.width, failingViolations(await axeViolations(page))))
      }
    }
    expect.soft(problems, problems.join('\n')).toEqual([])
    if (!expected || !walksWidths) return

    await walkRoutePage(page, expected, widthFindings)
  })
}

/**
 * Card grids (page-walk/card-grids.ts) and line breaks (page-walk/line-breaks.ts) at the screen
 * the layout pass has just shown, the dialog closed, when it is one of their widths: read in that
 * pass rather than by resizing the page to their widths again after the width walk (five resizes
 * and their frames a page).
 */
async function expectClosedPageAt(page: Page, url: string, korean: boolean, width: number): Promise<void> {
  if ((cardGridWidths as readonly number[]).includes(width)) {
    const { grids, problems } = await cardGridProblems(page)
    if (pagesWithCardGrids.includes(url.replace(/^\/(kor|eng)/, ''))) expect.soft(grids, `${url} at ${width} px: the page has card grids`).toBeGreaterThan(0)
    expect.soft(problems, `${url} at ${width} px: card grids`).toEqual([])
  }
  if ((lineBreakWidths as readonly number[]).includes(width)) {
    expect.soft(await lineBreaksAt(page, korean, width), `${url} at ${width} px: line breaks`).toEqual([])
  }
}

/**
 * What the walk checks on a route's page after the layout, axe, card grids and line breaks (the
 * dialog closed): the width check (its findings with the dialog open come in `dialogFindings`),
 * the pictures, what the spec names, the page head.
 */
async function walkRoutePage(page: Page, expected: (typeof everyPage)[number], dialogFindings: WidthFinding[]): Promise<void> {
  const { url } = expected
  // An event page is one language, walked at its /kor copy: every step. Any other route is a pair.
  const sweep = expected.isEvent ? 'every' : expected.segment
  // The drawer is the same on every page of a language: opened on its home page (width-walk.ts).
  const withDrawer = url === `/${expected.segment}`
  const { unexpected, fixed } = unexpectedWidthFindings(url, [...dialogFindings, ...(await widthsOfPage(page, url, sweep, withDrawer))])
  expect.soft(unexpected, 'the width check: new findings').toEqual([])
  expect.soft(fixed, 'listed in widths-known-failures.ts but no longer found: take them off the list').toEqual([])

  // At the browser tests' usual desktop screen, with the drawer and the dialog closed.
  await page.setViewportSize({ width: 1280, height: 720 })
  expect.soft(await unsizedImages(page), `${url}: pictures without a width, a height or an alt`).toEqual([])
  await expectSpecContents(page, url)
  if (hasPageHead(expected)) await expectPageHeadAndOneClosingCall(page, expected)
}

/**
 * The gate reads every built page's markup for a script that would hold its heading back until the
 * style sheet has come (`scriptsHoldingHeading`, scripts/gates/html-head.ts). Here is what that
 * rule stands for, in the browser, on a page of each kind: a content page, the gallery (whose head
 * once held such a script) and an event page. The walk used to load every page this way, but the
 * hold is a route, which turns the HTTP cache off: a third of a CPU-second more a page.
 */
test('the heading is in the document while the style sheet is still on its way', async ({ page }) => {
  const event = everyPage.find((p) => p.isEvent)
  for (const url of ['/kor', '/eng/openbadge/badge-list', ...(event ? [event.url] : [])]) await openWithStylesHeld(page, url)
})

test('a page reads differently in Korean and in English, an event page reads the same', async ({ page }) => {
  const headingOf = async (url: string) => {
    await page.goto(url)
    return page.locator('h1').innerText()
  }
  expect(await headingOf('/kor/service')).not.toBe(await headingOf('/eng/service'))
  expect(await headingOf('/kor/aesforumthai')).toBe(await headingOf('/eng/aesforumthai'))
})

/**
 * Of the built pages that are views of a route with data in their query (a notice's `?id=N`, a
 * list's `?page=N` or `?category=C`), the two with the most and the fewest bytes of HTML of each
 * route: the same components over other rows, so the longest and the shortest meet what rows can
 * do to a layout (a long headline, a short last page). Walked one by one they grow with the
 * provider's data (a thousand notices, a thousand tests) and found nothing the pair did not: at 56
 * pages they were a tenth of the browser suite's time. Every built page is still read without a
 * browser: its HTML (vnu), head and links (the gates of `npm test`). A page without a query is its
 * own route, walked as it is.
 */
function fullestAndEmptiest(pages: DistPage[]): string[] {
  const byRoute = new Map<string, DistPage[]>()
  for (const page of pages) {
    const route = page.url.replace(/\?.*/, '')
    byRoute.set(route, [...(byRoute.get(route) ?? []), page])
  }
  return [...byRoute.values()].flatMap((views) => {
    const bySize = views.map((v) => ({ url: v.url, bytes: statSync(path.join(distDir, v.file)).size })).sort((a, b) => b.bytes - a.bytes || a.url.localeCompare(b.url))
    return [...new Set([bySize.at(0), bySize.at(-1)].flatMap((view) => (view ? [view.url] : [])))]
  })
}

/** Collects the page's reports of Content-Security-Policy violations from its first script on. */
async function watchPolicyViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`)
    })
  })
}

/** The page's requests that have not answered yet. */
function pendingRequests(page: Page): Set<Request> {
  const pending = new Set<Request>()
  page.on('request', (request) => pending.add(request))
  page.on('requestfinished', (request) => pending.delete(request))
  page.on('requestfailed', (request) => pending.delete(request))
  return pending
}

const isApiCall = (request: Request) => new URL(request.url()).pathname.startsWith('/api/')

/**
 * Resolves once none of the page's requests is pending, and none has started over two frames
 * since: a lazy picture scrolled into view, or a chunk, asks in the frame after the change that
 * calls for it. Playwright's `networkidle` waits for 500 ms without a request instead, half a
 * second of every page of the walk (about 30 of its test-seconds).
 */
async function loaded(page: Page, pending: Set<Request>): Promise<void> {
  for (;;) {
    await expect.poll(() => pending.size, { message: `${page.url()}: requests still pending` }).toBe(0)
    await twoFrames(page)
    if (pending.size === 0) return
  }
}
