import type { Page } from '@playwright/test'
import { expect, expectHydrated, test } from './fixtures'
import { expectNoSeriousAxeViolation } from './axe-run'
import { asSet } from './site'
import { inNewTab, interfaceWords } from './words'

// docs/rules/company.md §2.9, §4.5: the press list against the reference server's seed (140 items,
// a few with display: false) and intercepted answers for the edge cases. The list's and the
// alerts' words are the interface dictionaries'; the spec's Korean alert stays literal.
const listName = new RegExp([interfaceWords.eng.press.list, interfaceWords.kor.press.list].map((name) => asSet(name).source).join('|'))
const rows = (page: Page) => page.getByRole('list', { name: listName }).getByRole('listitem')
const item = (id: number, publishedDate: string, extra: object = {}) => ({
  id,
  publisher: `Publisher ${id}`,
  title: `Article ${id}`,
  linkUrl: `https://news.example/articles/${id}`,
  publishedDate,
  display: true,
  ...extra,
})

test.describe('the press list', () => {
  /** Holds the list's requests until the test lets them go: `held` gets each one's release. */
  async function holdTheList(page: Page) {
    const held: (() => void)[] = []
    await page.route('**/api/v1/MediaNews', async (route) => {
      await new Promise<void>((resolve) => held.push(resolve))
      await route.continue()
    })
    return held
  }

  // What three tests checked, as steps of one, each on a load of its own: what each checks happens
  // as the list's answer arrives after the load, at the width the page loaded at.
  test("shows the build's twenty rows at once, newest first with the date part only, and no spinner while it asks again; nothing below the list moves when it arrives (1440 px, 375 px)", async ({ page }) => {
    await test.step("shows the build's twenty rows at once, newest first with the date part only, and no spinner while it asks again", async () => {
      const held = await holdTheList(page)
      await page.goto('/eng/company/press')
      await expectHydrated(page)
      await expect.poll(() => held.length).toBeGreaterThan(0)
      // The fresh answer is held: the rows the HTML brought stay, with no loading state.
      await expect(rows(page)).toHaveCount(20)
      await expect(page.getByRole('status')).toHaveCount(0)
      held.forEach((resolve) => resolve())
      await expect(rows(page)).toHaveCount(20)
      const dates = await rows(page).locator('time').allInnerTexts()
      expect(dates.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true)
      expect(dates).toEqual([...dates].sort().reverse())
      await page.unroute('**/api/v1/MediaNews')
    })

    for (const width of [1440, 375]) {
      await test.step(`nothing below the list moves when it arrives (${width} px)`, async () => {
        await page.setViewportSize({ width, height: 800 })
        const held = await holdTheList(page)
        await page.goto('/eng/company/press')
        await expectHydrated(page)
        const bannerTop = () => page.getByRole('link', { name: 'Ask us' }).evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
        const before = await bannerTop()
        // The prerendered page shows the spinner before it asks: release the request once it is held.
        await expect.poll(() => held.length).toBeGreaterThan(0)
        held.forEach((resolve) => resolve())
        await expect(rows(page)).toHaveCount(20)
        expect(await bannerTop()).toBe(before)
        await page.unroute('**/api/v1/MediaNews')
      })
    }
  })

  test('formats the date as the part before the T, leaves hidden items out and sorts newest first', async ({ page }) => {
    await page.route('**/api/v1/MediaNews', (route) =>
      route.fulfill({
        json: {
          data: [
            item(1, '2022-04-11T09:30:00.000Z'),
            item(2, '2025-10-02T23:59:59+09:00', { display: false }),
            item(3, '2024-01-05T00:00:00Z', { title: '두 줄로 잘리는 아주 긴 제목 '.repeat(12) }),
          ],
        },
      }),
    )
    await page.goto('/kor/company/press')
    await expect(rows(page)).toHaveCount(2)
    await expect(rows(page).locator('time')).toHaveText(['2024-01-05', '2022-04-11'])
    await expect(rows(page).first().locator('time')).toHaveAttribute('datetime', '2024-01-05T00:00:00Z')
    await expect(page.getByText('Article 2')).toHaveCount(0)
    // docs/rules/company.md §2.9: the title is clamped to two lines.
    const title = rows(page).first().locator('span').nth(1)
    const { height, lineHeight } = await title.evaluate((el) => ({ height: el.getBoundingClientRect().height, lineHeight: parseFloat(getComputedStyle(el).lineHeight) }))
    expect(height).toBeLessThanOrEqual(2 * lineHeight + 1)
    await expect(page.getByRole('navigation', { name: '페이지' })).toHaveCount(0)
  })

  test('a row is a real link that opens the article in a new tab', async ({ page, context }) => {
    await context.route('https://news.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>article</title>' }))
    await page.route('**/api/v1/MediaNews', (route) => route.fulfill({ json: { data: [item(7, '2024-03-01T00:00:00Z')] } }))
    await page.goto('/eng/company/press')
    await expectHydrated(page)
    // The HTML holds the build's twenty rows until the answer above replaces them.
    await expect(rows(page)).toHaveCount(1)
    const link = rows(page).getByRole('link')
    await expect(link).toHaveAttribute('href', 'https://news.example/articles/7')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(link).toHaveAccessibleName(inNewTab('Publisher 7 Article 7 2024-03-01', 'eng'))
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()])
    await expect(popup).toHaveURL('https://news.example/articles/7')
    expect(await popup.evaluate(() => window.opener)).toBeNull()
    await expect(page).toHaveURL(/\/eng\/company\/press$/)
    // By keyboard too.
    await link.focus()
    const [second] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')])
    await expect(second).toHaveURL('https://news.example/articles/7')
  })

  // What two tests checked, as steps of one load: axe only reads the page, so the pager starts
  // from the load as it did. At the desktop's 1280 px, in Korean: the page walk reads the pair at
  // 375 (Korean) and 1440 (English), and the two documents are the same elements under the same
  // styles (every-page.spec.ts).
  test('has no serious or critical axe violation (kor); pages twenty rows at a shareable ?page=N', async ({ page }) => {
    await page.goto('/kor/company/press')
    await expectHydrated(page)
    await test.step('has no serious or critical axe violation (kor)', async () => {
      await expect(rows(page)).toHaveCount(20)
      await expectNoSeriousAxeViolation(page)
    })
    await test.step('pages twenty rows at a shareable ?page=N', async () => {
      await expect(rows(page)).toHaveCount(20)
      const firstPage = await rows(page).locator('time').allInnerTexts()
      const pager = page.getByRole('navigation', { name: '페이지' })
      await expect(pager.getByRole('link', { name: '1페이지' })).toHaveAttribute('aria-current', 'page')
      await pager.getByRole('link', { name: '3페이지' }).click()
      await expect(page).toHaveURL(/\/kor\/company\/press\?page=3$/)
      await expect(pager.getByRole('link', { name: '3페이지' })).toHaveAttribute('aria-current', 'page')
      const thirdPage = await rows(page).locator('time').allInnerTexts()
      expect(thirdPage[0]! <= firstPage.at(-1)!).toBe(true)
      await page.reload()
      await expect(rows(page).locator('time')).toHaveText(thirdPage)
      await pager.getByRole('link', { name: '이전' }).click()
      await expect(page).toHaveURL(/\?page=2$/)
    })
  })

  // The alert of docs/rules/api.md §8 is for a list with nothing to show: an in-app visit brings no built rows
  // (a refresh of built rows that the network or the server failed is quiet: list-refresh-failure.spec.ts).
  const menu = { kor: { nav: '주 메뉴', company: '회사', press: '언론 보도' }, eng: { nav: 'Main menu', company: 'Company', press: 'Press' } } as const
  async function visitInApp(page: Page, segment: 'kor' | 'eng') {
    await page.goto(`/${segment}`)
    await expectHydrated(page)
    const nav = page.getByRole('navigation', { name: menu[segment].nav })
    await nav.getByRole('button', { name: menu[segment].company }).click()
    await nav.getByRole('link', { name: menu[segment].press, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/${segment}/company/press$`))
  }

  for (const [segment, message] of [
    ['kor', '서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.'],
    ['eng', interfaceWords.eng.alert.serverError],
  ] as const) {
    const { retry, failed } = interfaceWords[segment].lists
    // What two tests checked, as steps of one visit: both began with the same failed visit and
    // the alert's button pressed, where the first step ends and the second begins.
    test(`an API 500 with no rows to show gives the alert of docs/rules/api.md §8 and the page stays usable; a list that failed to load is loaded again in place by its retry button (${segment})`, async ({ page }) => {
      let failing = true
      await page.route('**/api/v1/MediaNews', (route) => (failing ? route.fulfill({ status: 500, json: { resultCode: 500, message: 'down' } }) : route.continue()))
      await visitInApp(page, segment)

      await test.step('an API 500 with no rows to show gives the alert of docs/rules/api.md §8 and the page stays usable', async () => {
        const dialog = page.getByRole('alertdialog')
        await expect(dialog).toContainText(message)
        await dialog.getByRole('button').click()
        await expect(dialog).toBeHidden()
        await expect(page.getByRole('alert')).toBeVisible()
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(page.getByRole('contentinfo')).toBeVisible()
      })

      await test.step('a list that failed to load is loaded again in place by its retry button', async () => {
        await expect(page.getByRole('alert')).toHaveText(failed)
        const navigations: string[] = []
        page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()))
        failing = false
        await page.getByRole('button', { name: retry, exact: true }).click()
        await expect(rows(page)).toHaveCount(20)
        await expect(page.getByRole('alert')).toHaveCount(0)
        await expect(page.getByRole('button', { name: retry, exact: true })).toHaveCount(0)
        expect(navigations).toEqual([])
      })
    })
  }

  // What two tests checked, on one load resized: the rows' columns follow the width through the
  // style sheet alone (no script reads it), and what is measured is the rows as they stand, which
  // arrived once; nothing here depends on the load (focus, scroll, a popup, the clock).
  test('outlet, title and date start at the same place in every row (1440 px, 768 px)', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.route('**/api/v1/MediaNews', (route) =>
      route.fulfill({
        json: {
          data: [
            item(1, '2024-01-01T00:00:00Z', { publisher: 'AP' }),
            item(2, '2024-01-02T00:00:00Z', { publisher: '한국교육신문사 온라인판 뉴스', title: '짧은 제목' }),
            item(3, '2024-01-03T00:00:00Z', { title: 'A much longer title that runs on and on '.repeat(4) }),
            item(4, '2024-11-11T00:00:00Z', { publisher: 'The Daily Example', linkUrl: 'javascript:alert(1)' }),
          ],
        },
      }),
    )
    await page.goto('/eng/company/press')
    for (const width of [1440, 768]) {
      await test.step(`outlet, title and date start at the same place in every row (${width} px)`, async () => {
        await page.setViewportSize({ width, height: 900 })
        await expect(rows(page)).toHaveCount(4)
        // Each row's three parts: where each starts, and where the date ends.
        const columns = await rows(page).evaluateAll((items) =>
          items.map((item) => {
            const [publisher, title, date] = [...item.firstElementChild!.children].map((el) => el.getBoundingClientRect())
            return [publisher!.left, title!.left, date!.left, date!.right].map(Math.round)
          }),
        )
        for (const row of columns.slice(1)) expect(row).toEqual(columns[0])
        // And the gaps between them are the same (not only the edges).
        const [publisherLeft = 0, titleLeft = 0, dateLeft = 0] = columns[0]!
        expect(titleLeft - publisherLeft).toBeGreaterThan(0)
        expect(dateLeft - titleLeft).toBeGreaterThan(0)
      })
    }
  })
})
