import type { APIRequestContext, Page } from '@playwright/test'
import { expect, expectHydrated, test } from './fixtures'
import { badgesGallery } from '../../manifest/pages/badges-gallery'
import { press } from '../../manifest/pages/press'
import { galleryAnswer, galleryCards as cards } from './gallery-cards'
import { asSet } from './site'
import { fill, interfaceWords, languageOf, sectionOf, type Segment } from './words'

// Every list page without scripts (docs/lists.md). The press list's pages 2..N are documents
// of their own (own rows, canonical, previous and next as real links), an address that names no
// page is a 404 with noindex; the gallery's tabs are links to each category's document, and its
// search is a form a browser can send, landing on a document that says what it shows. Then, with
// scripts, the same documents hydrate from their own rows.

type PressItem = { id: number; title: string; publishedDate: string; display: boolean }

const gallerySection = sectionOf(badgesGallery, 'badge-gallery')

/** The lists' words in a language: the interface dictionary's, the press page's title and the gallery section's. */
const words = Object.fromEntries(
  (['kor', 'eng'] as const).map((segment) => {
    const { lists } = interfaceWords[segment]
    const lang = languageOf[segment]
    const { categories, searchLabel, searchButton, searchWithoutScripts } = gallerySection
    return [
      segment,
      {
        list: interfaceWords[segment].press.list,
        pages: lists.pages,
        previous: lists.previous,
        next: lists.next,
        empty: lists.empty,
        // A later page of the list is headed by the page's title and its number.
        page2: `${press.title[lang]} - ${fill(lists.page, { number: 2 })}`,
        edu: categories.edu[lang],
        corp: categories.corp[lang],
        search: searchLabel[lang],
        submit: searchButton[lang],
        noscript: asSet(searchWithoutScripts[lang]),
      },
    ]
  }),
) as Record<Segment, { list: string; pages: string; previous: string; next: string; empty: string; page2: string; edu: string; corp: string; search: string; submit: string; noscript: RegExp }>

/** The press list as the page shows it: the API's rows (the seed the build read), shown ones, newest first. */
const pressRows = async (request: APIRequestContext) =>
  ((await (await request.get('/api/v1/MediaNews')).json()) as { data: PressItem[] }).data
    .filter((item) => item.display)
    .sort((a, b) => b.publishedDate.localeCompare(a.publishedDate))

const rows = (page: Page, segment: 'kor' | 'eng') => page.getByRole('list', { name: words[segment].list }).getByRole('listitem')
const canonical = (page: Page) => page.locator('link[rel="canonical"]')

for (const segment of ['kor', 'eng'] as const) {
  const w = words[segment]

  test.describe(`without JavaScript (${segment})`, () => {
    test.use({ javaScriptEnabled: false })

    test('press page 2 shows rows 21 to 40, its canonical, and previous and next as links that lead to their own rows', async ({ page, request }) => {
      const all = await pressRows(request)
      const response = await page.goto(`/${segment}/company/press?page=2`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.page2)
      await expect(rows(page, segment)).toHaveCount(20)
      await expect(rows(page, segment).locator('time')).toHaveText(all.slice(20, 40).map((item) => item.publishedDate.slice(0, 10)))
      for (const [index, item] of all.slice(20, 40).entries()) await expect(rows(page, segment).nth(index)).toContainText(item.title)
      await expect(canonical(page)).toHaveAttribute('href', new RegExp(`/${segment}/company/press\\?page=2$`))
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
      const pager = page.getByRole('navigation', { name: w.pages })
      await expect(pager.getByRole('link', { name: w.previous })).toHaveAttribute('rel', 'prev')
      await expect(pager.getByRole('link', { name: w.next })).toHaveAttribute('rel', 'next')
      await pager.getByRole('link', { name: w.next }).click()
      await expect(page).toHaveURL(new RegExp(`/${segment}/company/press\\?page=3$`))
      await expect(rows(page, segment).first()).toContainText(all[40]!.title)
      await page.getByRole('navigation', { name: w.pages }).getByRole('link', { name: w.previous }).click()
      await page.getByRole('navigation', { name: w.pages }).getByRole('link', { name: w.previous }).click()
      await expect(page).toHaveURL(new RegExp(`/${segment}/company/press\\??$`))
      await expect(rows(page, segment).first()).toContainText(all[0]!.title)
    })

    // A document each: what is checked is how each address is served.
    test('press ?page=99, ?page=0 and ?page=abc are each a 404 with noindex that says there are no posts', async ({ page }) => {
      for (const query of ['?page=99', '?page=0', '?page=abc']) {
        await test.step(`press ${query} is a 404 with noindex that says there are no posts`, async () => {
          const response = await page.goto(`/${segment}/company/press${query}`)
          expect(response?.status()).toBe(404)
          await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
          await expect(canonical(page)).toHaveCount(0)
          await expect(page.getByText(w.empty, { exact: true })).toBeVisible()
          await expect(rows(page, segment)).toHaveCount(0)
        })
      }
    })

    test('the gallery at ?category=edu shows only the education badges, its tab selected; the search form sends a named query and lands on the category\'s whole list, which says searching needs scripts; a category tab is a link to that category\'s document', async ({ page, request }) => {
      const edu = await galleryAnswer(request, segment, 'edu')

      await test.step('the gallery at ?category=edu shows only the education badges, its tab selected', async () => {
        expect(edu.length).toBeGreaterThan(0)
        await page.goto(`/${segment}/openbadge/badge-list?category=edu`)
        await expect(page.getByRole('tab', { name: w.edu })).toHaveAttribute('aria-selected', 'true')
        await expect(cards(page)).toHaveCount(edu.length)
        await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(edu.map((b) => b.badgeTitle))
        // Each card labelled with the category, none other.
        await expect(cards(page).getByText(w.edu, { exact: true })).toHaveCount(edu.length)
      })

      // From the education document as loaded: the step before only read it, and without scripts
      // nothing on it changes.
      await test.step('the search form sends a named query and lands on the category\'s whole list, which says searching needs scripts', async () => {
        await expect(page.getByText(w.noscript)).toBeVisible()
        await page.getByRole('searchbox', { name: w.search }).fill('Maple')
        const landed = page.waitForResponse((r) => r.url().includes('search=Maple'))
        await page.getByRole('button', { name: w.submit, exact: true }).click()
        expect((await landed).status()).toBe(200)
        expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ category: 'edu', search: 'Maple' })
        // What it shows: the category's document as built, every education badge, and why.
        await expect(page.getByRole('tab', { name: w.edu })).toHaveAttribute('aria-selected', 'true')
        await expect(cards(page)).toHaveCount(edu.length)
        await expect(page.getByText(w.noscript)).toBeVisible()
      })

      await test.step('a category tab is a link to that category\'s document', async () => {
        const corp = await galleryAnswer(request, segment, 'corp')
        await page.goto(`/${segment}/openbadge/badge-list`)
        await page.getByRole('tab', { name: w.corp }).click()
        await expect(page).toHaveURL(new RegExp(`/${segment}/openbadge/badge-list\\?category=corp$`))
        await expect(page.getByRole('tab', { name: w.corp })).toHaveAttribute('aria-selected', 'true')
        await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(corp.map((b) => b.badgeTitle))
      })
    })
  })

  test.describe(`with JavaScript (${segment})`, () => {
    // A load each: each address hydrates from the document it was served.
    test('press ?page=3 hydrates from its own rows: nothing replaced, the same rows after; ?page=99 hydrates as the 404 it was served as', async ({ page, request }) => {
      await test.step('press ?page=3 hydrates from its own rows: nothing replaced, the same rows after', async () => {
        const all = await pressRows(request)
        await page.goto(`/${segment}/company/press?page=3`)
        await expectHydrated(page)
        await expect(rows(page, segment)).toHaveCount(20)
        await expect(rows(page, segment).first()).toContainText(all[40]!.title)
        await expect(page.getByRole('navigation', { name: w.pages }).getByRole('link', { name: '3' })).toHaveAttribute('aria-current', 'page')
        await expect(canonical(page)).toHaveAttribute('href', new RegExp(`/${segment}/company/press\\?page=3$`))
      })

      await test.step('press ?page=99 hydrates as the 404 it was served as', async () => {
        await page.goto(`/${segment}/company/press?page=99`)
        await expectHydrated(page)
        await expect(page.getByText(w.empty, { exact: true })).toBeVisible()
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      })
    })

    test('the gallery at ?category=corp hydrates from its own badges, and its tabs still switch in place', async ({ page, request }) => {
      const corp = await galleryAnswer(request, segment, 'corp')
      const edu = await galleryAnswer(request, segment, 'edu')
      await page.goto(`/${segment}/openbadge/badge-list?category=corp`)
      await expectHydrated(page)
      await expect(cards(page)).toHaveCount(corp.length)
      const navigations: string[] = []
      page.on('load', () => navigations.push(page.url()))
      await page.getByRole('tab', { name: w.edu }).click()
      await expect(page).toHaveURL(/category=edu/)
      await expect(cards(page)).toHaveCount(edu.length)
      expect(navigations).toEqual([])
    })
  })
}
