import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page, type Request } from '@playwright/test'
import { axeTags, describeViolations, failingViolations } from './axe-report'
import { distPages } from '../../server/dist-pages'
import { serverConfig } from '../../server/config'

/**
 * axe (WCAG 2.2 AA tags; serious and critical fail) over every prerendered page of the build in
 * both languages, at a phone's 375 px and a desktop's 1440 px, each loaded afresh at that width,
 * after hydration and after the page's own API calls (lists) have answered, so axe sees what a
 * visitor sees. The pages are the HTML files in dist/ (the not-found pages at their own address,
 * which answers 404), so a page added later is checked without being listed; one test per page
 * and width, spread over the workers.
 */
const pages = distPages(serverConfig().distDir)
if (pages.length === 0) throw new Error('no prerendered pages in dist/: run `npm run build` first')

for (const width of [375, 1440]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })
    for (const { url } of pages) {
      test(url, async ({ page }) => {
        const apiCalls = pendingApiCalls(page)
        await page.goto(url)
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
        // Lists ask the API when they mount; check the answered list, not its loading line.
        await expect.poll(() => apiCalls.size, { message: `${url}: API calls still pending` }).toBe(0)
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
        const results = await new AxeBuilder({ page }).withTags(axeTags).analyze()
        const problems = describeViolations(url, width, failingViolations(results.violations))
        expect(problems, problems.join('\n')).toEqual([])
      })
    }
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
