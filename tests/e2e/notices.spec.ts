import type { Page } from '@playwright/test'
import { expect, expectHydrated, test } from './fixtures'
import { asSet } from './site'
import { expectNoSeriousAxeViolation } from './axe-run'

// docs/rules/company.md §2.9: fourteen static notices, dates 2022-06 to 2024-09, no API call.
const rows = (page: Page, name: string) => page.getByRole('list', { name }).getByRole('listitem')


test.describe('the notice board', () => {
  for (const [segment, listName, notice, event] of [
    ['kor', '공지사항 목록', '공지', '세미나'],
    ['eng', 'Notices', 'Notice', 'Event'],
  ] as const) {
    test(`lists the fourteen notices newest first with type chips and dates, with no API call (${segment})`, async ({ page }) => {
      let calls = 0
      page.on('request', (r) => void (r.url().includes('/api/v1/') && calls++))
      await page.goto(`/${segment}/company/event-list`)
      await expectHydrated(page)
      await expect(rows(page, listName)).toHaveCount(14)
      const dates = await rows(page, listName).locator('time').allInnerTexts()
      expect(dates).toEqual([...dates].sort().reverse())
      expect(dates[0]).toBe('2024-09-10')
      expect(dates.at(-1)).toBe('2022-06-30')
      const chips = (await rows(page, listName).allInnerTexts()).map((text) => text.split('\n')[0])
      expect(new Set(chips)).toEqual(new Set([notice, event]))
      const blue = await page.getByText(notice, { exact: true }).first().evaluate((el) => getComputedStyle(el).color)
      const orange = await page.getByText(event, { exact: true }).first().evaluate((el) => getComputedStyle(el).color)
      expect(blue).toBe('rgb(22, 58, 156)')
      expect(orange).toBe('rgb(154, 52, 18)')
      await expectNoSeriousAxeViolation(page)
      expect(calls).toBe(0)
    })
  }

  test('a row opens its notice at event-detail?id=N, and "목록으로" goes back to the list', async ({ page }) => {
    await page.goto('/kor/company/event-list')
    await expectHydrated(page)
    await page.getByRole('link', { name: /배지 지갑 로그인 주소 변경 안내/ }).click()
    await expect(page).toHaveURL(/\/kor\/company\/event-detail\?id=1$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('배지 지갑 로그인 주소 변경 안내')
    await expect(page).toHaveTitle('배지 지갑 로그인 주소 변경 안내 | 오배지')
    const article = page.getByRole('article')
    await expect(article.locator('time')).toHaveText('2022-06-30')
    await expect(article).toContainText('2022년 7월 7일부터 배지 지갑의 로그인 주소가 변경됩니다.')
    await expect(article).toContainText('새 주소로 자동으로 연결됩니다')
    await expect(article).toContainText('즐겨찾기(북마크)를 새 주소로 다시 등록해 주세요.')
    await expect(article.getByRole('link', { name: /새 주소로 로그인/ })).toHaveAttribute('target', '_blank')
    await page.getByRole('link', { name: '목록으로' }).click()
    await expect(page).toHaveURL(/\/kor\/company\/event-list$/)
    await expect(rows(page, '공지사항 목록')).toHaveCount(14)
  })

  test('the whole row is the target: a click on the chip, the date or the title opens the notice', async ({ page }) => {
    for (const part of ['chip', 'date', 'title'] as const) {
      await page.goto('/eng/company/event-list')
      await expectHydrated(page)
      const row = rows(page, 'Notices').first()
      const target = { chip: row.getByText('Event', { exact: true }), date: row.locator('time'), title: row.getByRole('link') }[part]
      // A person's click where the part is drawn, whatever lies on top (Playwright's own click
      // would refuse an element covered by the stretched link).
      const box = (await target.boundingBox())!
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
      await expect(page, `a click on the ${part}`).toHaveURL(/\/eng\/company\/event-detail\?id=14$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Attendance badges for Edu+ Week')
    }
  })

  test('keyboard users meet one link per row, named by the notice title alone', async ({ page }) => {
    await page.goto('/kor/company/event-list')
    await expectHydrated(page)
    const list = page.getByRole('list', { name: '공지사항 목록' })
    const links = list.getByRole('link')
    await expect(links).toHaveCount(14)
    const titles = await list.getByRole('listitem').evaluateAll((items) => items.map((li) => li.querySelector('a')!.textContent))
    for (const [i, title] of titles.entries()) await expect(links.nth(i)).toHaveAccessibleName(title!)
    await links.first().focus()
    const row = list.getByRole('listitem').first()
    expect(await row.evaluate((li) => getComputedStyle(li).outlineStyle)).toBe('solid')
    await page.keyboard.press('Tab')
    await expect(links.nth(1)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/event-detail\?id=13$/)
  })

  test('previous and next walk the board in its order, in place: the heading and the title follow', async ({ page }) => {
    await page.goto('/eng/company/event-detail?id=13')
    await expectHydrated(page)
    // Set on this document: a full reload would lose it.
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true))
    const controls = page.getByRole('navigation', { name: 'Other notices' })
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toHaveText('The Open Badges 3.0 wallet is open')
    await controls.getByRole('link', { name: /Previous/ }).click()
    await expect(page).toHaveURL(/id=14$/)
    await expect(heading).toHaveText('Attendance badges for Edu+ Week')
    await expect(page).toHaveTitle('Attendance badges for Edu+ Week | oBadge')
    await expect(page.locator('article time')).toHaveText('2024-09-10')
    await expect(controls.getByRole('link', { name: /Previous/ })).toHaveCount(0)
    await controls.getByRole('link', { name: /Next/ }).click()
    await expect(heading).toHaveText('The Open Badges 3.0 wallet is open')
    await controls.getByRole('link', { name: /Next/ }).click()
    await expect(page).toHaveURL(/id=12$/)
    await expect(heading).not.toHaveText('The Open Badges 3.0 wallet is open')
    await expect(page).toHaveTitle(`${await heading.innerText()} | oBadge`)
    // The canonical address follows the notice, for whoever reads the head after a click.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/eng\/company\/event-detail\?id=12$/)
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true)
    await page.goto('/eng/company/event-detail?id=1')
    await expect(controls.getByRole('link', { name: /Next/ })).toHaveCount(0)
    await expect(controls.getByRole('link', { name: 'Back to list' })).toBeVisible()
  })

  test('a banner notice: the art, its text as real text, and its links laid over the drawn buttons', async ({ page }) => {
    await page.goto('/eng/company/event-detail?id=13')
    await expectHydrated(page)
    const figure = page.getByRole('figure')
    const image = figure.locator('img')
    await expect(image).toHaveAttribute('src', '/notices/notice-13.en.svg')
    await expect(image).toHaveAttribute('alt', '')
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await expect(figure).toContainText('The 3.0 wallet is here')
    await expect(figure).toContainText(asSet('Sign up with your 2.0 wallet’s e-mail to link your badges'))
    const wallet = figure.getByRole('link', { name: 'Log in to the 3.0 wallet (opens in a new tab)' })
    const pdf = figure.getByRole('link', { name: 'Download the user guide (PDF) (opens in a new tab)' })
    await expect(wallet).toHaveAttribute('href', 'https://wallet3.obadge.example/')
    await expect(pdf).toHaveAttribute('href', '/download/obadge-user-guide-en.pdf')
    for (const link of [wallet, pdf]) await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    // The links cover the buttons drawn at the bottom of the square banner.
    const box = (await figure.boundingBox())!
    const walletBox = (await wallet.boundingBox())!
    const pdfBox = (await pdf.boundingBox())!
    expect(walletBox.width / box.width).toBeCloseTo(600 / 720, 2)
    expect(pdfBox.y + pdfBox.height).toBeCloseTo(box.y + box.height * (664 / 720), 0)
    expect(pdfBox.y).toBeGreaterThan(walletBox.y + walletBox.height)
    await expectNoSeriousAxeViolation(page)
  })

  test('the user guide link opens the edition in the page’s language, a real PDF', async ({ page, request }) => {
    for (const [url, name, file] of [
      ['/kor/company/event-detail?id=3', /^이용 가이드 내려받기 \(PDF\)/, '/download/obadge-user-guide-ko.pdf'],
      ['/eng/company/event-detail?id=3', /^Download the user guide \(PDF\)/, '/download/obadge-user-guide-en.pdf'],
    ] as const) {
      await page.goto(url)
      await expect(page.getByRole('figure').getByRole('link', { name })).toHaveAttribute('href', file)
      const answer = await request.get(file)
      expect(answer.status()).toBe(200)
      expect(answer.headers()['content-type']).toContain('application/pdf')
      expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-')
    }
  })

  test('banner links reach every kind of target: a page of the site, a video, the blog', async ({ page }) => {
    await page.goto('/kor/company/event-detail?id=2')
    await expectHydrated(page)
    await page.getByRole('figure').getByRole('link', { name: '수령 가이드 보기' }).click()
    await expect(page).toHaveURL(/\/kor\/user-for-openbadge$/)
    await page.goto('/kor/company/event-detail?id=4')
    const videos = page.getByRole('figure').getByRole('link')
    await expect(videos).toHaveCount(2)
    await expect(videos.first()).toHaveAttribute('href', 'https://video.obadge.example/publisher-guide')
    await page.goto('/eng/company/event-detail?id=5')
    await expect(page.getByRole('figure').getByRole('link', { name: /Visit the blog/ })).toHaveAttribute('href', 'https://blog.obadge.example/')
  })

  for (const [url, empty, back] of [
    ['/kor/company/event-detail?id=99', '게시물이 없습니다.', '목록으로'],
    ['/eng/company/event-detail', 'There are no posts.', 'Back to list'],
    ['/eng/company/event-detail?id=abc', 'There are no posts.', 'Back to list'],
  ] as const) {
    test(`an unknown or missing id shows the empty state, 404 and kept out of search: ${url}`, async ({ page }) => {
      const response = await page.goto(url)
      expect(response?.status()).toBe(404)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      await expectHydrated(page)
      await expect(page.getByText(empty)).toBeVisible()
      await expect(page.getByRole('article')).toHaveCount(0)
      await page.getByRole('link', { name: back }).click()
      await expect(page).toHaveURL(/\/company\/event-list$/)
    })
  }

  test('the detail page has no serious or critical axe violation (kor, text notice)', async ({ page }) => {
    await page.goto('/kor/company/event-detail?id=1')
    await expectHydrated(page)
    await expect(page.getByRole('article')).toBeVisible()
    await expectNoSeriousAxeViolation(page)
  })
})

// Every notice is prerendered at its own address (docs/architecture.md, notice pages), so a visitor
// without JavaScript (and a crawler) reads it whole: its title as the heading and the document's
// title, its date, its text.
test.describe('a notice without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  for (const { url, title, date, text, brand } of [
    { url: '/kor/company/event-detail?id=1', title: '배지 지갑 로그인 주소 변경 안내', date: '2022-06-30', text: '2022년 7월 7일부터 배지 지갑의 로그인 주소가 변경됩니다.', brand: '오배지' },
    { url: '/eng/company/event-detail?id=1', title: 'The badge wallet has a new login address', date: '2022-06-30', text: 'From 7 July 2022 the badge wallet moves to a new login address.', brand: 'oBadge' },
    { url: '/eng/company/event-detail?id=14', title: 'Attendance badges for Edu+ Week', date: '2024-09-10', text: 'Get your attendance badge', brand: 'oBadge' },
  ]) {
    test(`${url}: the heading, title, date and text are in the HTML`, async ({ page }) => {
      const response = await page.goto(url)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page).toHaveTitle(`${title} | ${brand}`)
      await expect(page.getByRole('article').locator('time')).toHaveText(date)
      await expect(page.getByRole('article')).toContainText(text)
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
    })
  }

  test('the language switch keeps the notice, and so do its neighbours', async ({ page }) => {
    await page.goto('/kor/company/event-detail?id=2')
    await page.getByRole('link', { name: /ENG/ }).first().click()
    await expect(page).toHaveURL(/\/eng\/company\/event-detail\?id=2$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to receive your digital badge')
    await page.getByRole('navigation', { name: 'Other notices' }).getByRole('link', { name: /Next/ }).click()
    await expect(page).toHaveURL(/id=1$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The badge wallet has a new login address')
  })
})

test('the sitemap lists the fourteen notices in both languages, each with its alternates and the day it was posted', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  const urls = xml.split('<url>').slice(1)
  for (const id of Array.from({ length: 14 }, (_, i) => i + 1)) {
    for (const segment of ['kor', 'eng']) {
      const entry = urls.filter((u) => u.includes(`/${segment}/company/event-detail?id=${id}</loc>`))
      expect(entry, `${segment} ${id}`).toHaveLength(1)
      for (const [lang, other] of [['ko', 'kor'], ['en', 'eng'], ['x-default', 'kor']]) {
        expect(entry[0]).toMatch(new RegExp(`hreflang="${lang}" href="[^"]+/${other}/company/event-detail\\?id=${id}"`))
      }
      // lastmod: the start of the day the notice's page shows, in Seoul (its <time>).
      const html = await (await request.get(`/${segment}/company/event-detail?id=${id}`)).text()
      const day = /<time dateTime="([^"]+)"[^>]*>(\d{4}-\d{2}-\d{2})<\/time>/.exec(html)
      expect(day?.[1], `${segment} ${id}`).toBe(`${day?.[2]}T00:00:00+09:00`)
      expect(/<lastmod>([^<]+)<\/lastmod>/.exec(entry[0]!)?.[1], `${segment} ${id}`).toBe(day?.[1])
    }
  }
  expect(xml).not.toMatch(/event-detail<\/loc>/)
})
