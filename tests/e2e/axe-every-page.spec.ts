import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page, type Request } from '@playwright/test'
import { distPages } from '../../server/dist-pages'
import { serverConfig } from '../../server/config'
import { axeTags, describeViolations, failingViolations } from './axe-report'
import { everyPage } from './site'

/**
 * axe (WCAG 2.2 AA tags; serious and critical fail) over every prerendered page of the build in
 * both languages, at a phone's 375 px and a desktop's 1440 px. The pages are the HTML files in
 * dist/ (the not-found pages at their own address, which answers 404), so a page added later is
 * checked without being listed; one test per page, spread over the workers.
 *
 * Each page loads once, at 375 px as a phone gets it, and is checked after hydration and after
 * its own API calls (lists) have answered, so axe sees what a visitor sees; then the window
 * widens to 1440 px and axe runs again. The layout follows the width in CSS alone (no script
 * reads it), so this is the desktop page; a second load per width cost a third more CPU
 * (89 against 61 s for the 61 pages).
 */
// An event page is one document in its own language under both paths (every-page.spec.ts checks
// that it reads the same): its /eng copy differs from the /kor one only in its address, so axe
// reads it once (8 pages, about 40 s of a CI run). An event not yet listed in site.ts is read twice.
const eventCopies = new Set(everyPage.filter((p) => p.isEvent && p.segment === 'eng').map((p) => p.url))
const pages = distPages(serverConfig().distDir).filter(({ url }) => !eventCopies.has(url))
if (pages.length === 0) throw new Error('no prerendered pages in dist/: run `npm run build` first')
const widths = [375, 1440] as const

for (const { url } of pages) {
  test(`axe at ${widths.join(' and ')} px: ${url}`, async ({ page }) => {
    // The longest pages (press list, terms) take 5 to 10 s per width on a loaded 2-core machine.
    test.setTimeout(60_000)
    await page.setViewportSize({ width: widths[0], height: 900 })
    const apiCalls = pendingApiCalls(page)
    await page.goto(url)
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    // Lists ask the API when they mount; check the answered list, not its loading line.
    await expect.poll(() => apiCalls.size, { message: `${url}: API calls still pending` }).toBe(0)
    // A popup opens after hydration from a chunk of its own, and fades in: axe reads colours
    // mid-fade as too faint. Wait until nothing loads, then for every finite animation to end.
    await page.waitForLoadState('networkidle')
    const problems: string[] = []
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 })
      // Two frames: the new layout is computed and painted before axe reads colours and sizes.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
            .map((a) => a.finished.catch(() => undefined)),
        ),
      )
      const results = await new AxeBuilder({ page }).withTags(axeTags).analyze()
      problems.push(...describeViolations(url, width, failingViolations(results.violations)))
    }
    expect(problems, problems.join('\n')).toEqual([])
  })
}

/** The page's requests to `/api/` that have not answered yet. */
function pendingApiCalls(page: Page): Set<Request> {
  const pending = new Set<Request>()
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) pending.add(request)
  })
  page.on('requestfinished', (request) => pending.delete(request))
  page.on('requestfailed', (request) => pending.delete(request))
  return pending
}
