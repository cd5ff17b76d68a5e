import type { Page, Response, Route } from '@playwright/test'
import { expect } from '../fixtures'

/**
 * Opens `url` with its style sheets held back, checks that its heading is already in the
 * document, then lets them through and waits for the page's load.
 *
 * A classic script after the style sheet waits for the sheet, and the parser with it: the
 * gallery's query-led read preload stood in the head, so its whole body was read only once the
 * sheet had come, and its first paint fell between the tasks that read it (a long task after the
 * first paint). Every page's heading must be in the document while its sheet is still on its way.
 */
export async function openWithStylesHeld(page: Page, url: string): Promise<Response | null> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const hold = async (route: Route) => {
    await held
    await route.continue()
  }
  await page.route(styleSheets, hold)
  try {
    const response = await page.goto(url, { waitUntil: 'commit' })
    await expect(page.locator('h1'), `${url}: the heading is read while the style sheet is still loading`).toBeAttached()
    release()
    await page.waitForLoadState('load')
    // Taken off once the load has fired (the sheet has come, so no request waits on it: an
    // unroute would hand a waiting one on itself, and the handler's own continue then fail). A
    // route turns the HTTP cache off and passes every request of the page through the test, so
    // the rest of the walk (the popup's chunk, lazy pictures, the lists) would load without it.
    await page.unroute(styleSheets, hold)
    return response
  } finally {
    release()
  }
}

const styleSheets = '**/assets/*.css'
