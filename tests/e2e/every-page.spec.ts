import { expect, expectHydrated, test } from './fixtures'
import { everyPage, site } from './site'

// One tab walks every page of a language: 30 pages, each checked for status, <html lang>,
// <title>, heading, clean hydration and (through the fixture) no console error.
for (const language of site.languages) {
  test(`every route under /${language.segment} renders with its language, title and heading`, async ({ page }) => {
    test.setTimeout(90_000)
    for (const expected of everyPage.filter((p) => p.url.startsWith(`/${language.segment}`))) {
      await test.step(expected.url, async () => {
        const response = await page.goto(expected.url)
        expect(response?.status()).toBe(expected.status)
        await expect(page.locator('html')).toHaveAttribute('lang', expected.htmlLang)
        await expect(page).toHaveTitle(expected.title)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.heading)
        await expectHydrated(page)
      })
    }
  })
}
