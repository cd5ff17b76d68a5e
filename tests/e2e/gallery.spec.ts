import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, expectHydrated, test } from './fixtures'
import { cardsWithoutChip, galleryAnswer, galleryCards as cards } from './gallery-cards'
import { expectNoSeriousAxeViolation } from './axe-run'
import { asSet } from './site'
import { inNewTab, interfaceWords } from './words'

// docs/rules/gallery.md §2.6, §4.3: the gallery against the reference server's seed (52 badges:
// 16 edu, 14 corp, 12 group, 10 other), and intercepted answers for the edge cases.
const search = (page: Page) => page.getByRole('searchbox')
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams)

async function open(page: Page, url: string) {
  await page.goto(url)
  await expectHydrated(page)
  await expect(cards(page).first()).toBeVisible()
}

test.describe('the badge gallery', () => {
  // What five tests checked, as steps of one, each from a load of its own (the first loads
  // nothing): what a visit asks for and draws depends on its address and on what the page was
  // given before it hydrated. The step that counts the reads goes first, while the tab's cache
  // holds no list from an earlier step; the intercepted answers are taken off before the last.
  test('prerenders the tabs, the search box and the badges the API held at build time; a visit with another category asks once, for that category, and uses the preload; an unknown category falls back to all; cards show the category label, the image from /api + badgeImagePath and links that open new tabs; has no serious or critical axe violation (eng)', async ({ page, request }) => {
    await test.step('prerenders the tabs, the search box and the badges the API held at build time', async () => {
      const html = await (await request.get('/kor/openbadge/badge-list')).text()
      expect(html).toMatch(/role="tablist" aria-label="배지 분야"/)
      expect(html).toMatch(/<input id="gallery-search" type="search"/)
      expect(html).toMatch(/<h2 [^>]*>디지털 리터러시 기초<\/h2>/)
      expect(html.match(/<h2 /g)).toHaveLength(52)
      expect(html).toMatch(/<p role="status"[^>]*>배지 52개<\/p>/)
    })

    await test.step('a visit with another category asks once, for that category, and uses the preload', async () => {
      const asked: string[] = []
      page.on('request', (r) => r.url().includes('/api/v1/BadgeGallery') && asked.push(r.url()))
      await open(page, '/eng/openbadge/badge-list?category=group')
      await expect(page.locator('link[rel="preload"][as="fetch"]')).toHaveAttribute('href', '/api/v1/BadgeGallery?category=group')
      await expect(page.getByRole('tab', { name: 'Association' })).toHaveAttribute('aria-selected', 'true')
      await expect(cards(page)).toHaveCount(12)
      await expect(cardsWithoutChip(page, 'Association')).toHaveCount(0)
      expect(asked.map((url) => new URL(url).search)).toEqual(['?category=group'])
    })

    await test.step('an unknown category falls back to all', async () => {
      const requested = page.waitForRequest((r) => r.url().includes('/api/v1/BadgeGallery'))
      await page.goto('/kor/openbadge/badge-list?category=nope')
      expect(new URL((await requested).url()).searchParams.get('category')).toBe('all')
      await expect(page.getByRole('tab', { name: '전체' })).toHaveAttribute('aria-selected', 'true')
      await expect(cards(page)).toHaveCount(52)
    })

    await test.step('cards show the category label, the image from /api + badgeImagePath and links that open new tabs', async () => {
      await page.route('**/api/v1/BadgeGallery*', (route) =>
        route.fulfill({
          json: {
            data: [
              { id: 7, category: 'other', badgeTitle: 'Night Sky Watcher', issuerName: 'Example City Science Museum', badgeLinkUrl: 'https://badges.example/other-07', issuerLinkUrl: 'https://issuers.example/museum', badgeImagePath: '/badges/other-07.svg' },
              { id: 1, category: 'group', badgeTitle: '협회 정회원', issuerName: '한국샘플디자인협회', badgeLinkUrl: 'https://badges.example/group-01', issuerLinkUrl: 'https://issuers.example/guild', badgeImagePath: '/badges/group-01.svg' },
            ],
          },
        }),
      )
      await open(page, '/eng/openbadge/badge-list')
      const card = cards(page).first()
      await expect(card).toContainText('Others')
      await expect(cards(page).nth(1)).toContainText('Association')
      const image = card.getByRole('img', { name: 'Night Sky Watcher' })
      await expect(image).toHaveAttribute('src', '/api/badges/other-07.svg')
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
      const imageLink = card.getByRole('link', { name: /Night Sky Watcher/ })
      await expect(imageLink).toHaveAttribute('href', 'https://badges.example/other-07')
      const issuer = card.getByRole('link', { name: /Example City Science Museum/ })
      await expect(issuer).toHaveAttribute('href', 'https://issuers.example/museum')
      for (const link of [imageLink, issuer]) {
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      }
      await expect(issuer).toHaveAccessibleName(inNewTab('Example City Science Museum', 'eng'))
      // The next step reads the real lists.
      await page.unroute('**/api/v1/BadgeGallery*')
    })

    // Filtered, in English (the page walk reads the unfiltered pair at 375 in Korean and 1440 in
    // English): the two documents are the same elements under the same styles (every-page.spec.ts).
    for (const segment of ['eng']) {
      await test.step(`has no serious or critical axe violation (${segment})`, async () => {
        await open(page, `/${segment}/openbadge/badge-list?search=a`)
        await expectNoSeriousAxeViolation(page)
      })
    }
  })

  test.describe('in a browser whose first language is Korean', () => {
    test.use({ locale: 'ko-KR' })

    // Two tests' checks, as steps of one, each from a load of its own. The Korean page goes
    // first, while the tab's cache holds no list; the English page's read asks in English, and
    // the API's answers vary by the language asked in, so the Korean list kept from the first
    // step cannot answer it.
    test("asks for its list as the page arrives, once: the HTML preloads it and the page uses that answer; /eng: names every badge and issuer in the page's language once its own read, asked in that language, has come", async ({ page, request }) => {
      await test.step('asks for its list as the page arrives, once: the HTML preloads it and the page uses that answer', async () => {
        const asked: string[] = []
        page.on('request', (r) => r.url().includes('/api/v1/BadgeGallery') && asked.push(r.url()))
        await open(page, '/kor/openbadge/badge-list')
        await expect(page.locator('link[rel="preload"][as="fetch"]')).toHaveAttribute('href', '/api/v1/BadgeGallery?category=all')
        await expect(cards(page)).toHaveCount(52)
        expect(asked.map((url) => new URL(url).search)).toEqual(['?category=all'])
      })

      await test.step("/eng: names every badge and issuer in the page's language once its own read, asked in that language, has come", async () => {
        await namesInPageLanguage(page, request, 'eng', (page: Page) => cards(page).filter({ hasText: /[가-힣]/ }))
      })
    })
  })

  // The API names the badges in the language a request asks for (api.yaml, listBadgeGallery); a
  // preload asks in the browser's, so a page in the other language must not use one. `other`
  // finds what is in the other language.
  async function namesInPageLanguage(page: Page, request: APIRequestContext, segment: 'kor' | 'eng', other: (page: Page) => Locator) {
    const badges = await galleryAnswer(request, segment)
    const asked: (string | undefined)[] = []
    page.on('request', (r) => r.url().includes('/api/v1/BadgeGallery') && asked.push(r.headers()['accept-language']))
    const read = page.waitForResponse((r) => r.url().includes('/api/v1/BadgeGallery'))
    await open(page, `/${segment}/openbadge/badge-list`)
    await read
    await expect(page.locator('link[rel="preload"][as="fetch"]')).toHaveCount(0)
    await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(badges.map((b) => b.badgeTitle))
    await expect(other(page)).toHaveCount(0)
    for (const issuer of new Set(badges.map((b) => b.issuerName))) await expect(cards(page).filter({ hasText: issuer }).first()).toBeVisible()
    expect(asked).toEqual([segment === 'kor' ? 'ko-KR' : 'en-US'])
  }

  // (The same check of the English page in a Korean browser is a step of the test above.)
  test.describe('/kor in a browser whose first language is en-US', () => {
    test.use({ locale: 'en-US' })

    test("names every badge and issuer in the page's language once its own read, asked in that language, has come", async ({ page, request }) => {
      // A Korean page's title without Hangul.
      await namesInPageLanguage(page, request, 'kor', (page: Page) => cards(page).getByRole('heading').filter({ hasText: /^[^가-힣]+$/ }))
    })
  })

  // What six tests checked, as steps of one, each from a load of its own: each starts from an
  // address of its own, and what it checks (the selected tab, the search box, the focus, the
  // history) is the state that address gives. The step that sets a shorter window goes last.
  test('a tab is a real tab: it sets the category in the URL, clears the search and loads that category; the clear button empties the search, the URL and the filter, and keeps the focus in the box; typing filters case-insensitively on title and issuer, in the URL without a history entry per keystroke; says when nothing matches; the tabs work by keyboard: arrows move, Enter selects; back and forward restore the filter; a query change keeps the scroll position', async ({ page }) => {
    await test.step('a tab is a real tab: it sets the category in the URL, clears the search and loads that category', async () => {
      await open(page, '/kor/openbadge/badge-list?category=edu&search=데이터')
      await expect(page.getByRole('tab', { name: '교육' })).toHaveAttribute('aria-selected', 'true')
      await expect(search(page)).toHaveValue('데이터')
      await expect(cards(page)).toHaveCount(1)
      const requested = page.waitForRequest((r) => r.url().includes('/api/v1/BadgeGallery?category=corp'))
      await page.getByRole('tab', { name: '기업' }).click()
      await requested
      await expect(page.getByRole('tab', { name: '기업' })).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByRole('tab', { name: '교육' })).toHaveAttribute('aria-selected', 'false')
      expect(query(page)).toEqual({ category: 'corp', search: '' })
      await expect(search(page)).toHaveValue('')
      await expect(cards(page)).toHaveCount(14)
      await expect(cardsWithoutChip(page, '기업')).toHaveCount(0)
      await expect(page.getByRole('tabpanel')).toHaveAccessibleName('기업')
    })

    await test.step('the clear button empties the search, the URL and the filter, and keeps the focus in the box', async () => {
      await open(page, '/kor/openbadge/badge-list?category=all&search=한빛')
      await page.getByRole('button', { name: '검색어 지우기' }).click()
      await expect(search(page)).toHaveValue('')
      await expect(search(page)).toBeFocused()
      expect(query(page)).toEqual({ category: 'all', search: '' })
      await expect(cards(page)).toHaveCount(52)
      await expect(page.getByRole('button', { name: '검색어 지우기' })).toHaveCount(0)
    })

    await test.step('typing filters case-insensitively on title and issuer, in the URL without a history entry per keystroke', async () => {
      await open(page, '/eng/openbadge/badge-list?category=all')
      const entries = await page.evaluate(() => history.length)
      await search(page).pressSequentially('mAPle')
      await expect(page).toHaveURL(/search=mAPle/)
      // "Maple Example College" issues some badges: matched on the issuer, whatever the case.
      const count = await cards(page).count()
      expect(count).toBeGreaterThan(0)
      expect(count).toBeLessThan(52)
      await expect(cards(page).filter({ hasNotText: /maple/i })).toHaveCount(0)
      expect(await page.evaluate(() => history.length)).toBe(entries)
      // A title matches too, by its English name on this English page.
      await search(page).fill('liTERacy')
      await expect(cards(page)).toHaveCount(1)
      await expect(cards(page).getByRole('heading')).toHaveText('Digital Literacy Basics')
    })

    await test.step('says when nothing matches', async () => {
      await open(page, '/eng/openbadge/badge-list')
      await search(page).fill('zzz-no-such-badge')
      await expect(page.getByText('No badges match “zzz-no-such-badge”.')).toBeVisible()
      await expect(cards(page)).toHaveCount(0)
    })

    await test.step('the tabs work by keyboard: arrows move, Enter selects', async () => {
      await open(page, '/eng/openbadge/badge-list')
      await page.getByRole('tab', { name: 'All' }).focus()
      await page.keyboard.press('ArrowRight')
      await expect(page.getByRole('tab', { name: 'Education' })).toBeFocused()
      await page.keyboard.press('End')
      await expect(page.getByRole('tab', { name: 'Others' })).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/category=etc/)
      await expect(cards(page)).toHaveCount(10)
      await expect(cards(page).first()).toContainText('Others')
    })

    await test.step('back and forward restore the filter; a query change keeps the scroll position', async () => {
      await page.setViewportSize({ width: 1280, height: 700 })
      await open(page, '/eng/openbadge/badge-list')
      await page.getByRole('tab', { name: 'Education' }).click()
      await expect(cards(page)).toHaveCount(16)
      await search(page).fill('data')
      await page.getByRole('tab', { name: 'Enterprise' }).click()
      await expect(cards(page)).toHaveCount(14)
      await page.goBack()
      await expect(page.getByRole('tab', { name: 'Education' })).toHaveAttribute('aria-selected', 'true')
      await expect(search(page)).toHaveValue('data')
      expect(query(page)).toEqual({ category: 'edu', search: 'data' })
      await page.goForward()
      await expect(page.getByRole('tab', { name: 'Enterprise' })).toHaveAttribute('aria-selected', 'true')
      await expect(search(page)).toHaveValue('')
      await expect(cards(page)).toHaveCount(14)

      await page.getByRole('tab', { name: 'All' }).click()
      await expect(cards(page)).toHaveCount(52)
      // Scrolled a little, the tabs and the box still in view, as a visitor would use them.
      await page.evaluate(() => window.scrollTo(0, 150))
      await page.getByRole('tab', { name: 'Association' }).click()
      await expect(cards(page)).toHaveCount(12)
      expect(await page.evaluate(() => window.scrollY)).toBe(150)
      await search(page).pressSequentially('ab')
      await expect(page).toHaveURL(/search=ab/)
      expect(await page.evaluate(() => window.scrollY)).toBe(150)
    })
  })

  /** Each tab chosen in the page has nothing to show until its answer comes (each category's document holds its own badges, lists-without-scripts.spec.ts). */
  async function spinnerUntilArrived(page: Page) {
    const held: (() => void)[] = []
    const release = () => held.forEach((resolve) => resolve())
    await open(page, '/eng/openbadge/badge-list')
    await page.route('**/api/v1/BadgeGallery*', async (route) => {
      await new Promise<void>((resolve) => held.push(resolve))
      await route.continue()
    })
    await page.getByRole('tab', { name: 'Association' }).click()
    await expect(page.getByRole('tabpanel').getByRole('status')).toHaveText('Loading')
    await expect.poll(() => held.length).toBeGreaterThan(0)
    release()
    await expect(cards(page)).toHaveCount(12)
    await expect(page.getByRole('tabpanel').getByRole('status')).toHaveText('12 badges')
    // It would hold every later read too.
    await page.unroute('**/api/v1/BadgeGallery*')
  }

  const failures = {
    kor: { message: '서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.', retry: interfaceWords.kor.lists.retry, failed: interfaceWords.kor.lists.failed, corp: '기업', all: '전체', offer: '전체 분야에서 ‘메이플’ 찾기', none: '‘메이플’에 해당하는 배지가 없습니다.' },
    eng: { message: interfaceWords.eng.alert.serverError, retry: interfaceWords.eng.lists.retry, failed: interfaceWords.eng.lists.failed, corp: 'Enterprise', all: 'All', offer: 'Search all categories for “Maple”', none: 'No badges match “Maple”.' },
  }

  /**
   * An API 500 for the third tab of a page that has never read it (the second neither). The
   * alert of docs/rules/api.md §8 is for a list with nothing to show (another tab, never read); a
   * refresh of the built list is quiet when the network or the server failed (list-refresh-failure.spec.ts).
   */
  async function alertOnServerError(page: Page, segment: 'kor' | 'eng') {
    await page.route('**/api/v1/BadgeGallery*', (route) => route.fulfill({ status: 500, json: { resultCode: 500, message: 'down' } }))
    await page.getByRole('tab').nth(2).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText(failures[segment].message)
    await dialog.getByRole('button').click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('tabpanel').getByRole('alert')).toBeVisible()
    await expect(page.getByRole('tablist')).toBeVisible()
    await page.unroute('**/api/v1/BadgeGallery*')
    await page.getByRole('tab').nth(1).click()
    await expect(cards(page)).toHaveCount(16)
  }

  /** From a load of the page whose reads all go through until the page has drawn. */
  async function retryInPlace(page: Page, segment: 'kor' | 'eng') {
    const t = failures[segment]
    let failing = false
    await page.route('**/api/v1/BadgeGallery*', (route) => (failing ? route.fulfill({ status: 500, json: { resultCode: 500, message: 'down' } }) : route.continue()))
    await open(page, `/${segment}/openbadge/badge-list`)
    failing = true
    await page.getByRole('tab', { name: t.corp }).click()
    await page.getByRole('alertdialog').getByRole('button').click()
    const panel = page.getByRole('tabpanel')
    await expect(panel.getByRole('alert')).toHaveText(t.failed)
    const navigations: string[] = []
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()))
    failing = false
    const asked = page.waitForRequest((r) => r.url().includes('/api/v1/BadgeGallery?category=corp'))
    await panel.getByRole('button', { name: t.retry }).click()
    await asked
    await expect(cards(page)).toHaveCount(14)
    await expect(panel.getByRole('alert')).toHaveCount(0)
    // In place: no new document, and the focus stays with the list instead of falling to the top.
    expect(navigations).toEqual([])
    await expect(panel).toBeFocused()
    // The next step reads the lists as they are.
    await page.unroute('**/api/v1/BadgeGallery*')
  }

  /** From the page showing the category tab's list, its search empty. */
  async function offerAllCategories(page: Page, segment: 'kor' | 'eng') {
    const t = failures[segment]
    // An issuer of four education badges, by its name in the page's language.
    const issuer = { kor: '메이플', eng: 'Maple' }[segment]
    await search(page).fill(issuer)
    // Joiners allowed: codegen holds the particle to the closing quote (manifest/no-break.ts).
    await expect(page.getByText(asSet(t.none, true))).toBeVisible()
    const offer = page.getByRole('button', { name: t.offer, exact: true })
    await offer.click()
    await expect(page).toHaveURL(/category=all/)
    expect(query(page)).toEqual({ category: 'all', search: issuer })
    await expect(page.getByRole('tab', { name: t.all })).toHaveAttribute('aria-selected', 'true')
    await expect(search(page)).toHaveValue(issuer)
    await expect(cards(page)).toHaveCount(4)
    await expect(offer).toHaveCount(0)
    // Back returns to the category the search found nothing in.
    await page.goBack()
    await expect(page.getByRole('tab', { name: t.corp })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByText(asSet(t.none, true))).toBeVisible()
    // In "all" there is nothing more to offer.
    await page.getByRole('tab', { name: t.all }).click()
    await search(page).fill('zzz-no-such-badge')
    await expect(cards(page)).toHaveCount(0)
    await expect(page.getByRole('tabpanel').getByRole('button')).toHaveCount(0)
  }

  // Four tests' checks in English as steps of one, two loads for them. The spinner step leaves the
  // page on the group category's tab, its route taken off: the third tab and the second, which the
  // alert step reads, are still unread, and which tab is selected is no part of what it checks. The
  // retry step loads the page again (its reads have to be intercepted from the start) and leaves it
  // on the corp category's tab, its list drawn and its search empty, in the URL too, as a load of
  // that category gives it, its route taken off; what the last step checks is what the search and
  // the offer do from there, and back goes to that tab's own entry.
  test('another tab shows an announced spinner until that category arrives; an API 500 for a tab with nothing to show gives the alert of docs/rules/api.md §8 and keeps the page working (eng); a list that failed to load is loaded again in place by its retry button (eng); no results in one category offers the same search in all categories (eng)', async ({ page }) => {
    await test.step('another tab shows an announced spinner until that category arrives', async () => {
      await spinnerUntilArrived(page)
    })
    await test.step('an API 500 for a tab with nothing to show gives the alert of docs/rules/api.md §8 and keeps the page working (eng)', async () => {
      await alertOnServerError(page, 'eng')
    })
    await test.step('a list that failed to load is loaded again in place by its retry button (eng)', async () => {
      await retryInPlace(page, 'eng')
    })
    await test.step('no results in one category offers the same search in all categories (eng)', async () => {
      await expect(page).toHaveURL(/category=corp/)
      await offerAllCategories(page, 'eng')
    })
  })

  // The same in Korean, but for the spinner: the alert step from a load of its own; the retry
  // step loads again and leaves the corp category's tab as the English test's does, for the last.
  test('an API 500 for a tab with nothing to show gives the alert of docs/rules/api.md §8 and keeps the page working (kor); a list that failed to load is loaded again in place by its retry button (kor); no results in one category offers the same search in all categories (kor)', async ({ page }) => {
    await test.step('an API 500 for a tab with nothing to show gives the alert of docs/rules/api.md §8 and keeps the page working (kor)', async () => {
      await open(page, '/kor/openbadge/badge-list')
      await alertOnServerError(page, 'kor')
    })
    await test.step('a list that failed to load is loaded again in place by its retry button (kor)', async () => {
      await retryInPlace(page, 'kor')
    })
    await test.step('no results in one category offers the same search in all categories (kor)', async () => {
      await expect(page).toHaveURL(/category=corp/)
      await offerAllCategories(page, 'kor')
    })
  })
})

test.describe('the gallery on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  const labelsOf = {
    kor: ['전체', '교육', '기업', '협회', '기타'],
    eng: ['All', 'Education', 'Enterprise', 'Association', 'Others'],
  } as const

  // Four tests' checks, as steps of one, a language's two from one load. The line-break step
  // only reads the freshly loaded page (no scroll, no focus, no click), so the tab-row step
  // finds it as its own load left it; that step loads the last category's address itself, and
  // the next language's line-break step loads its page anew.
  test(`${(['kor', 'eng'] as const).map((segment) => `issuer names and titles break between words, never inside one (${segment}); the category tabs are one row that scrolls, a tablist by keyboard, with a hint that more follow (${segment})`).join('; ')}`, async ({ page }) => {
    for (const segment of ['kor', 'eng'] as const) {
      const labels = labelsOf[segment]
      await test.step(`issuer names and titles break between words, never inside one (${segment})`, async () => {
        await open(page, `/${segment}/openbadge/badge-list`)
        // Where a line starts (measured from the rendered characters' boxes), a space must end the
        // line before or start this one.
        const brokenInside = await cards(page).evaluateAll((items) =>
          items.flatMap((item) =>
            [item.querySelector('h2'), item.querySelector('a:last-of-type')].flatMap((el) => {
              const text = el!.firstChild as Text
              const content = text.data
              const range = document.createRange()
              const breaks: string[] = []
              let lastTop = -1
              for (let i = 0; i < content.length; i++) {
                range.setStart(text, i)
                range.setEnd(text, i + 1)
                const rect = range.getBoundingClientRect()
                if (rect.width === 0) continue
                if (lastTop >= 0 && rect.top > lastTop + 2 && content[i - 1] !== ' ' && content[i] !== ' ') breaks.push(`${content.slice(0, i)}|${content.slice(i)}`)
                lastTop = rect.top
              }
              return breaks
            }),
          ),
        )
        expect(brokenInside).toEqual([])
      })

      await test.step(`the category tabs are one row that scrolls, a tablist by keyboard, with a hint that more follow (${segment})`, async () => {
        const list = page.getByRole('tablist')
        const tabs = list.getByRole('tab')
        await expect(tabs).toHaveText([...labels])
        const boxes = await tabs.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top))
        expect(new Set(boxes.map(Math.round)).size, 'every tab on one row').toBe(1)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
        const row = await list.evaluate((el) => ({ scrolls: el.scrollWidth > el.clientWidth, overflowX: getComputedStyle(el).overflowX }))
        expect(row.overflowX).toBe('auto')
        /** Whether a tab lies wholly inside the row's visible box. */
        const inView = (name: string) =>
          list.getByRole('tab', { name, exact: true }).evaluate((tab) => {
            const a = tab.getBoundingClientRect()
            const b = tab.parentElement!.getBoundingClientRect()
            return a.left >= b.left - 0.5 && a.right <= b.right + 0.5
          })
        /** The width of each edge's fade (px), read from the row's mask as the browser computed it. */
        const fades = () =>
          list.evaluate((el) => {
            const mask = getComputedStyle(el).maskImage
            const start = /rgb\(0, 0, 0\) (-?[\d.]+)px/.exec(mask)
            const end = /calc\(100% - (-?[\d.]+)px\)/.exec(mask)
            return [start ? Math.round(Number(start[1])) : 0, end ? Math.round(Number(end[1])) : 0]
          })
        if (row.scrolls) {
          // More tabs to the right: that edge fades, the left one does not.
          await expect.poll(fades).toEqual([0, expect.any(Number)])
          expect((await fades())[1]).toBeGreaterThan(20)
        }
        await list.getByRole('tab', { name: labels[0] }).focus()
        for (const label of labels.slice(1)) {
          await page.keyboard.press('ArrowRight')
          await expect(list.getByRole('tab', { name: label, exact: true })).toBeFocused()
          expect(await inView(label), `${label} scrolled into view`).toBe(true)
        }
        await page.keyboard.press('Enter')
        await expect(page).toHaveURL(/category=etc/)
        await expect(list.getByRole('tab', { name: labels[4] })).toHaveAttribute('aria-selected', 'true')
        if (row.scrolls) await expect.poll(fades).toEqual([expect.any(Number), 0])
        await page.keyboard.press('Home')
        await expect(list.getByRole('tab', { name: labels[0] })).toBeFocused()
        expect(await inView(labels[0])).toBe(true)
        // A visit that names the last category shows its tab selected and in view.
        await open(page, `/${segment}/openbadge/badge-list?category=etc`)
        await expect(list.getByRole('tab', { name: labels[4] })).toHaveAttribute('aria-selected', 'true')
        await expect.poll(() => inView(labels[4])).toBe(true)
        expect(await page.evaluate(() => window.scrollY)).toBe(0)
      })
    }
  })
})

test.describe('the gallery on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  // Two tests' checks, as steps of one, each from a load of its own.
  test('the search box shows its whole placeholder (kor); the search box shows its whole placeholder (eng)', async ({ page }) => {
    for (const segment of ['kor', 'eng'] as const) {
      await test.step(`the search box shows its whole placeholder (${segment})`, async () => {
        await open(page, `/${segment}/openbadge/badge-list`)
        const room = await search(page).evaluate((input: HTMLInputElement) => {
          const style = getComputedStyle(input)
          const context = document.createElement('canvas').getContext('2d')!
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
          const inside = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
          return { placeholder: input.placeholder, text: context.measureText(input.placeholder).width, inside }
        })
        expect(room.placeholder.length).toBeGreaterThan(3)
        expect(room.text, `"${room.placeholder}" is ${room.text} px in a box of ${room.inside} px`).toBeLessThanOrEqual(room.inside)
      })
    }
  })
})

/**
 * The cards' rows by the room: one card a row with its picture beside its words on a
 * 320 px phone (one column of full-width pictures made the page 22,300 px tall), then two, four
 * and six a row: even counts, so no category of the seed (16, 14, 12 and 10 badges, all 52) ends
 * in a card alone, at a tablet's 768 px or anywhere.
 */
test.describe('the gallery\'s rows at each width', () => {
  const rowsAt = [
    { width: 320, columns: 1 },
    { width: 375, columns: 2 },
    { width: 768, columns: 4 },
    { width: 1024, columns: 4 },
    { width: 1440, columns: 6 },
  ]
  /** The cards' boxes grouped by row, each row's count, and the first card's picture and title. */
  const layout = (page: Page) =>
    cards(page).evaluateAll((items) => {
      const tops = new Map<number, number>()
      for (const item of items) {
        const top = Math.round(item.getBoundingClientRect().top)
        tops.set(top, (tops.get(top) ?? 0) + 1)
      }
      const first = items[0]!
      const picture = first.querySelector('img')!.getBoundingClientRect()
      const title = first.querySelector('h2')!.getBoundingClientRect()
      return { rows: [...tops.entries()].sort(([a], [b]) => a - b).map(([, n]) => n), titleBesidePicture: title.left >= picture.right, pictureWidth: picture.width }
    })

  // One load, each category's list measured at every width: the rows follow the width in CSS
  // alone, and a load and four tab clicks per width were four fifths of these checks' time.
  test(`${rowsAt.map((r) => `${r.columns} a row at ${r.width} px`).join(', ')} in every category, none left alone in the last row`, async ({ page }) => {
    await page.setViewportSize({ width: rowsAt[0]!.width, height: 900 })
    await open(page, '/eng/openbadge/badge-list')
    const tabs = page.getByRole('tab')
    for (let i = 0; i < (await tabs.count()); i++) {
      const name = (await tabs.nth(i).textContent()) ?? ''
      await tabs.nth(i).click()
      await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true')
      // A category's own cards, not the last one's still on screen nor none while it loads (the first tab is all of them).
      if (i > 0) await expect(cards(page).filter({ has: page.getByText(name, { exact: true }) }).first()).toBeVisible()
      if (i > 0) await expect(cardsWithoutChip(page, name)).toHaveCount(0)
      for (const { width, columns } of rowsAt) {
        await page.setViewportSize({ width, height: 900 })
        const { rows, titleBesidePicture, pictureWidth } = await layout(page)
        expect.soft(rows[0], `${name} at ${width} px: cards in the first row`).toBe(columns)
        if (rows.length > 1 && columns > 1) expect.soft(rows.at(-1), `${name} at ${width} px: the last row of ${rows.join(' + ')}`).toBeGreaterThan(1)
        // One a row: the picture beside the words, a thumbnail rather than the screen's width.
        expect.soft(titleBesidePicture, `${name} at ${width} px: the title beside the picture`).toBe(columns === 1)
        if (columns === 1) expect.soft(pictureWidth, `${name} at ${width} px: the picture's width`).toBeLessThan(width / 3)
      }
    }
  })
})

test('every sample badge carries its "SAMPLE" mark whole inside its shape', async ({ page, request }) => {
  const { data: badges } = (await (await request.get('/api/v1/BadgeGallery')).json()) as { data: { badgeImagePath: string }[] }
  expect(badges.length).toBeGreaterThan(40)
  for (const { badgeImagePath } of badges) {
    await page.setContent(await (await request.get(`/api${badgeImagePath}`)).text())
    const outside = await page.evaluate(() => {
      const shape = document.querySelector<SVGGeometryElement>('svg > polygon, svg > path')!
      const mark = [...document.querySelectorAll<SVGTextElement>('svg text')].find((text) => text.textContent === 'SAMPLE')!
      const box = mark.getBBox()
      const corners = [
        [box.x, box.y],
        [box.x + box.width, box.y],
        [box.x, box.y + box.height],
        [box.x + box.width, box.y + box.height],
      ]
      return corners.filter(([x, y]) => !shape.isPointInFill(new DOMPoint(x, y))).map(([x, y]) => `${Math.round(x!)},${Math.round(y!)}`)
    })
    expect(outside, `${badgeImagePath}: corners of "SAMPLE" outside the badge`).toEqual([])
  }
})
