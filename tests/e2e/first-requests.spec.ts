import { expect, test } from './fixtures'
import { everyPage, linkedStylesheets } from './site'

/**
 * The first paint waits for the style sheet alone, so a page asks for it before
 * anything else: with its headers (a Link preload), ahead of the logo's image preloads and the
 * module preloads its head names, which on a slow link share the bandwidth with it. One page of
 * each kind that paints text first (home, a form, a list, an event page), in both languages.
 */
// What a first visit asks for: nothing of the site's in the HTTP cache yet (reused-tab.ts).
test.use({ firstVisit: true })

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
