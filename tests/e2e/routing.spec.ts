import { home } from '../../manifest/pages/home'
import { notFound } from '../../manifest/pages/not-found'
import { press } from '../../manifest/pages/press'
import { termsOfService } from '../../manifest/pages/terms-of-service'
import { expect, expectHydrated, test } from './fixtures'
import { sectionOf } from './words'

// Where each address leads is the spec's (docs/rules/routing.md); what the page there says is read
// from its manifest entry.

test.describe('redirects and the language guard (docs/rules/routing.md §2.1)', () => {
  test('/ goes to the Korean home page, for good (301)', async ({ page }) => {
    const response = await page.goto('/')
    await expect(page).toHaveURL(/\/kor$/)
    const hop = await response!.request().redirectedFrom()?.response()
    expect({ status: hop?.status(), location: hop?.headers()['location'] }).toEqual({ status: 301, location: '/kor' })
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko')
  })

  test('?lang=eng sends /terms… to the English terms', async ({ page }) => {
    await page.goto('/terms-and-conditions?lang=eng')
    await expect(page).toHaveURL(/\/eng\/terms_of_service$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(termsOfService.title.en)
  })

  // A browser language is a context option: each keeps a tab of its own (reused-tab.ts), not a
  // new context a test.
  test.describe(() => {
    test.use({ locale: 'en-US' })
    test('?lang=kor wins over an English browser', async ({ page }) => {
      await page.goto('/privacy?lang=kor')
      await expect(page).toHaveURL(/\/kor\/privacy$/)
    })
  })

  for (const [locale, expected] of [
    ['ko-KR', /\/kor\/privacy$/],
    ['en-US', /\/eng\/privacy$/],
    ['fr-FR', /\/eng\/privacy$/],
  ] as const) {
    test.describe(() => {
      test.use({ locale })
      test(`/privacy-policy with a ${locale} browser follows the browser language`, async ({ page }) => {
        await page.goto('/privacy-policy')
        await expect(page).toHaveURL(expected)
      })
    })
  }

  test('an unknown language goes to /{lang}/404, which shows the Korean not-found page', async ({ page }) => {
    await page.goto('/jpn/service')
    await expect(page).toHaveURL(/\/jpn\/404$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.title.ko)
    await expectHydrated(page)
  })

  test('an unknown path keeps its URL, answers 404 and offers the way home', async ({ page }) => {
    const response = await page.goto('/eng/no-such-page')
    expect(response?.status()).toBe(404)
    const [homeButton] = sectionOf(notFound, 'actions').items
    if (!homeButton) throw new Error('the not-found page: no home button')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.title.en)
    await expectHydrated(page)
    await expect(page).toHaveURL(/\/eng\/no-such-page$/)
    await page.getByRole('main').getByRole('link', { name: homeButton.label.en }).click()
    await expect(page).toHaveURL(/\/eng$/)
    // The home page's h1 is its hero's heading.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sectionOf(home, 'hero').heading.en)
  })

  test('a trailing slash is dropped', async ({ page }) => {
    await page.goto('/kor/service/')
    await expect(page).toHaveURL(/\/kor\/service$/)
  })
})

test.describe('the language switch', () => {
  test('reloads the same page in the other language', async ({ page }) => {
    await page.goto('/kor/company/press')
    await expectHydrated(page)
    await page.getByRole('link', { name: /ENG/ }).first().click()
    await expect(page).toHaveURL(/\/eng\/company\/press$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(press.title.en)
    await page.getByRole('link', { name: /KOR/ }).first().click()
    await expect(page).toHaveURL(/\/kor\/company\/press$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(press.title.ko)
  })

  test('keeps the query of the page', async ({ page }) => {
    await page.goto('/eng/openbadge/badge-list?category=edu&search=')
    await expectHydrated(page)
    await page.getByRole('link', { name: /KOR/ }).first().click()
    await expect(page).toHaveURL(/\/kor\/openbadge\/badge-list\?category=edu&search=$/)
  })
})
