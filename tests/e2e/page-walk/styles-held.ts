import type { Page, Response } from '@playwright/test'
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
  // Left in place once released: an unroute hands a waiting request on itself, and the
  // handler's own continue then fails ("Route is already handled").
  await page.route('**/assets/*.css', async (route) => {
    await held
    await route.continue()
  })
  try {
    const response = await page.goto(url, { waitUntil: 'commit' })
    await expect(page.locator('h1'), `${url}: the heading is read while the style sheet is still loading`).toBeAttached()
    release()
    await page.waitForLoadState('load')
    return response
  } finally {
    release()
  }
}
