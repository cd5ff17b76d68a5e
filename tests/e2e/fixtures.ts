import { test as base, expect, type Page } from '@playwright/test'
import { popups as manifestPopups } from '../../manifest/popups'
import { popupHiddenCookie } from '../../src/lib/hide-for-today'
import type { PageMark } from '../../src/lib/page-marks'
import { reusedTabFixtures } from './reused-tab'

const hideablePopups = manifestPopups.filter((p) => p.hideForToday).map((p) => p.id)

declare global {
  interface Window {
    /** Elements React removed while hydrating: a sign the server HTML and the client disagreed. */
    __removedDuringLoad?: string[]
  }
}

/**
 * Every test fails on a console error, an uncaught exception, or a node removed during load
 * (React throws the server HTML away on a hydration mismatch). Known noise: none. Its page is the
 * worker's reused tab (reused-tab.ts).
 */
export const test = base.extend<{ errors: string[]; popups: 'hidden' | 'shown'; firstVisit: boolean; setsClock: boolean }>({
  // Typed by Playwright's own `page` and `context`; their parameters name a fixture its types do not list.
  ...(reusedTabFixtures as object),
  // A test about what a first visit asks for starts with the HTTP cache empty (reused-tab.ts).
  firstVisit: [false, { option: true }],
  // Tests that each set the clock before their first page share a tab whose clock each sets anew (reused-tab.ts).
  setsClock: [false, { option: true }],
  // Popups that open at load (the home page's login-path guide) would cover what other tests
  // look at: by default each test starts with every
  // "hide for today" cookie set. The popup tests `test.use({ popups: 'shown' })`. A popup without
  // "hide for today" (the v2.0 entry page's) opens whatever the cookies say.
  popups: ['hidden', { option: true }],
  errors: [
    async ({ page, popups, baseURL }, use) => {
      if (popups === 'hidden' && baseURL) {
        await page.context().addCookies(hideablePopups.map((id) => ({ name: popupHiddenCookie(id), value: '1', url: baseURL })))
      }
      const errors: string[] = []
      page.on('console', (msg) => {
        // The not-found page is served with HTTP 404 on purpose; Chromium logs that as an error.
        const documentStatus = msg.location().url === page.url() && /status of 404/.test(msg.text())
        // Chromium also logs every API answer with an error status, and every API request the
        // test cut off (net::ERR_…); whether the page handles it
        // is what the tests that cause it assert.
        const apiStatus = msg.location().url.includes('/api/v1/') && /status of \d{3}|net::ERR_/.test(msg.text())
        if (msg.type() === 'error' && !documentStatus && !apiStatus) errors.push(`console: ${msg.text()}`)
      })
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
      await page.addInitScript(() => {
        window.__removedDuringLoad = []
        // Watches until React has hydrated (the app marks <html data-hydrated>): a mismatch throws
        // server HTML away before that; later changes (data arriving) are the page working.
        const observer = new MutationObserver((records) => {
          for (const record of records) {
            if (record.type === 'attributes' && document.documentElement.dataset.hydrated === 'true') {
              observer.disconnect()
              return
            }
            record.removedNodes.forEach((node) => {
              if (node.nodeName !== 'SCRIPT' && node.nodeType === Node.ELEMENT_NODE) {
                window.__removedDuringLoad?.push(node.nodeName)
              }
            })
          }
        })
        observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-hydrated'] })
      })
      await use(errors)
      expect(errors, 'console errors').toEqual([])
    },
    { auto: true },
  ],
})

/** Waits until the page has set `mark` (src/lib/page-marks.ts): what it marks has happened. */
export async function expectMarked(page: Page, mark: PageMark) {
  await page.locator(`html[data-${mark.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="true"]`).waitFor({ state: 'attached' })
}

/** Resolves once two frames have passed: whatever the last change asked for is laid out and painted. */
export async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

/** Waits until React has hydrated the page (the router marks it) and checks nothing was replaced. */
export async function expectHydrated(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  expect(await page.evaluate(() => window.__removedDuringLoad ?? [])).toEqual([])
}

/**
 * After "hide for today" on the popup `id` (titled `title`): its cookie lasts one day (docs/rules/site.md §9),
 * and on reload no popup opens once the page has decided its popups. Neither is any popup drawn in
 * the prerendered HTML, hidden or not, so nothing can flash before the cookie is read.
 */
export async function expectHiddenForToday(page: Page, id: string, title: string) {
  // The name written out, not popupHiddenCookie(): this checks the scheme itself (docs/rules/pages.md §4.4).
  const cookie = (await page.context().cookies()).find((c) => c.name === `obadge-popup-${id}-hidden`)
  const day = 24 * 60 * 60
  expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + day - 120)
  expect(cookie?.expires).toBeLessThan(Date.now() / 1000 + day + 120)

  await page.reload()
  await expectHydrated(page)
  // Set once the dialogs' chunk has read the cookies and any popup it opens is open.
  await expectMarked(page, 'popupsDecided')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // What the document draws: its words reach the page as data, in the router's state (a script),
  // which draws nothing.
  const markup = (await (await page.request.get(page.url())).text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
  expect(markup).not.toContain(title)
  expect(markup).not.toContain('<dialog')
}

export { expect }
