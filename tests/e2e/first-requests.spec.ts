import { expect, test } from './fixtures'
import { everyPage, linkedStylesheets } from './site'

/**
 * Issue 31, item 6: the first paint waits for the style sheet alone, so a page asks for it before
 * anything else: with its headers (a Link preload), ahead of the logo's image preloads and the
 * module preloads its head names, which on a slow link share the bandwidth with it. One page of
 * each kind that paints text first (home, a form, a list, an event page), in both languages.
 */
const kinds = ['HomePage', 'ContactPage', 'BadgesGalleryPage']
const pages = [...everyPage.filter((p) => kinds.includes(p.routeId)), ...everyPage.filter((p) => p.isEvent).slice(0, 1)]

for (const { url } of pages) {
  test(`${url} asks for its style sheet first, before its images and scripts`, async ({ page, baseURL }) => {
    const asked: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(baseURL ?? '') && request.resourceType() !== 'document') asked.push(new URL(request.url()).pathname)
    })
    const response = await page.goto(url)
    const sheet = linkedStylesheets((await response?.text()) ?? '')[0]
    expect(sheet, 'the page links a style sheet').toBeTruthy()
    await expect.poll(() => asked.length).toBeGreaterThan(2)
    expect(asked[0], `the first of ${asked.slice(0, 4).join(', ')}`).toBe(sheet)
  })
}

/**
 * A classic script after the style sheet waits for the sheet, and the parser with it: the
 * gallery's query-led read preload stood in the head, so its whole body was read only once the
 * sheet had come, and its first paint fell between the tasks that read it (a long task after the
 * first paint). Every page's heading must be in the document while its sheet is still on its way.
 */
for (const { url } of everyPage) {
  test(`${url} reads its heading while its style sheet is still on its way`, async ({ page }) => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/*.css', async (route) => {
      await held
      await route.continue()
    })
    try {
      await page.goto(url, { waitUntil: 'commit' })
      await expect(page.locator('h1')).toBeAttached()
    } finally {
      release()
    }
  })
}
