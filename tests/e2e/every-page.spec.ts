import { expect, expectHydrated, test } from './fixtures'
import { everyPage, knownHeadings } from './site'

// One tab walks every page of a language, checking what a visitor sees: the status, the
// language of the document, a heading, a <title> that is "heading | brand", and a clean
// hydration (the fixture also fails on any console error).
for (const segment of ['kor', 'eng'] as const) {
  test(`every route under /${segment} renders with its language, title and heading`, async ({ page }) => {
    test.setTimeout(120_000)
    const pages = everyPage.filter((p) => p.segment === segment)
    expect(pages.length).toBeGreaterThan(0)
    for (const expected of pages) {
      await test.step(expected.url, async () => {
        const response = await page.goto(expected.url)
        expect(response?.status()).toBe(expected.status)
        await expect(page.locator('html')).toHaveAttribute('lang', expected.htmlLang)
        const heading = page.getByRole('heading', { level: 1 })
        await expect(heading).toHaveCount(1)
        const text = (await heading.innerText()).trim()
        expect(text.length).toBeGreaterThan(1)
        if (knownHeadings[expected.url]) expect(text).toBe(knownHeadings[expected.url])
        await expect(page).toHaveTitle(`${text} | ${expected.brand}`)
        await expectHydrated(page)
      })
    }
  })
}

test('a page reads differently in Korean and in English, an event page reads the same', async ({ page }) => {
  const headingOf = async (url: string) => {
    await page.goto(url)
    return page.getByRole('heading', { level: 1 }).innerText()
  }
  expect(await headingOf('/kor/service')).not.toBe(await headingOf('/eng/service'))
  expect(await headingOf('/kor/aesforumthai')).toBe(await headingOf('/eng/aesforumthai'))
})
