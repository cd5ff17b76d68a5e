import type { Page } from '@playwright/test'
import { brand } from '../../manifest/brand'
import { notices } from '../../manifest/notices/index'
import { expect, expectHydrated, test } from './fixtures'
import { addressOf, asSet } from './site'
import { expectNoSeriousAxeViolation } from './axe-run'
import { inNewTab, interfaceWords, segmentOf } from './words'

// docs/rules/company.md §2.9: fourteen static notices, dates 2022-06 to 2024-09, no API call. The
// notices' words are read from their entries (manifest/notices/), the board's from the dictionaries.
const rows = (page: Page, name: string) => page.getByRole('list', { name }).getByRole('listitem')

/** The notice with this id in the manifest. */
function notice(id: number) {
  const found = notices.find((n) => n.id === id)
  if (!found) throw new Error(`no notice ${id} in the manifest`)
  return found
}

/** The banner of notice `id`; a text notice fails the test that asks. */
function bannerOf(id: number) {
  const { banner } = notice(id)
  if (!banner) throw new Error(`notice ${id} is not a banner`)
  return banner
}

/** A banner's `index`th link (its label, and its file when it is a download). */
const bannerLink = (id: number, index: number) => {
  const link = bannerOf(id).links[index]
  if (!link) throw new Error(`notice ${id} has no link ${index}`)
  return link
}

/** Notice 13: the 3.0 wallet's banner, with its login and the user guide laid over it. */
const walletBanner = bannerOf(13)
const [walletLogin, userGuide] = walletBanner.links
if (!walletLogin || !('external' in walletLogin) || !userGuide || !('download' in userGuide)) throw new Error('notice 13: the wallet login, then the user guide')

test.describe('the notice board', () => {
  const lists = {
    kor: [interfaceWords.kor.notices.list, interfaceWords.kor.notices.type1, interfaceWords.kor.notices.type2],
    eng: [interfaceWords.eng.notices.list, interfaceWords.eng.notices.type1, interfaceWords.eng.notices.type2],
  } as const
  const listedTitle = (segment: 'kor' | 'eng') => `lists the fourteen notices newest first with type chips and dates, with no API call (${segment})`

  /** Loads the board in `segment` and checks it as a first visit finds it; it only reads the page. */
  async function expectListed(page: Page, segment: 'kor' | 'eng') {
    const [listName, noticeChip, eventChip] = lists[segment]
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
    expect(new Set(chips)).toEqual(new Set([noticeChip, eventChip]))
    const blue = await page.getByText(noticeChip, { exact: true }).first().evaluate((el) => getComputedStyle(el).color)
    const orange = await page.getByText(eventChip, { exact: true }).first().evaluate((el) => getComputedStyle(el).color)
    expect(blue).toBe('rgb(22, 58, 156)')
    expect(orange).toBe('rgb(154, 52, 18)')
    await expectNoSeriousAxeViolation(page)
    expect(calls).toBe(0)
  }

  // What three tests checked, as steps of one load: the list is only read first; the row's visit
  // comes back to the list in place, and the keyboard's step then moves the focus itself (it did
  // not start from a focus of the load's) and reads the links the list shows either way.
  test(`${listedTitle('kor')}; a row opens its notice at event-detail?id=N, and "목록으로" goes back to the list; keyboard users meet one link per row, named by the notice title alone`, async ({ page }) => {
    await test.step(listedTitle('kor'), () => expectListed(page, 'kor'))

    await test.step('a row opens its notice at event-detail?id=N, and "목록으로" goes back to the list', async () => {
      const text = notice(1)
      const [login] = text.links ?? []
      if (!text.paragraphs || !login) throw new Error('notice 1: a text notice with a link')
      await page.getByRole('link', { name: asSet(text.title.ko) }).click()
      await expect(page).toHaveURL(/\/kor\/company\/event-detail\?id=1$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title.ko)
      await expect(page).toHaveTitle(`${text.title.ko} | ${brand.name.ko}`)
      const article = page.getByRole('article')
      await expect(article.locator('time')).toHaveText(text.date)
      for (const paragraph of text.paragraphs) await expect(article).toContainText(asSet(paragraph.ko))
      await expect(article.getByRole('link', { name: asSet(login.label.ko) })).toHaveAttribute('target', '_blank')
      await page.getByRole('link', { name: '목록으로' }).click()
      await expect(page).toHaveURL(/\/kor\/company\/event-list$/)
      await expect(rows(page, interfaceWords.kor.notices.list)).toHaveCount(14)
    })

    await test.step('keyboard users meet one link per row, named by the notice title alone', async () => {
      const list = page.getByRole('list', { name: interfaceWords.kor.notices.list })
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
  })

  // What two tests checked, as steps of one: the list is only read first, so the row's first
  // click lands on the load as it did; the other two clicks load the list again, as they did.
  test(`${listedTitle('eng')}; the whole row is the target: a click on the chip, the date or the title opens the notice`, async ({ page }) => {
    await test.step(listedTitle('eng'), () => expectListed(page, 'eng'))

    await test.step('the whole row is the target: a click on the chip, the date or the title opens the notice', async () => {
      for (const part of ['chip', 'date', 'title'] as const) {
        // The first click is on the list the step above loaded and only read; each other on a load of its own.
        if (part !== 'chip') {
          await page.goto('/eng/company/event-list')
          await expectHydrated(page)
        }
        const row = rows(page, interfaceWords.eng.notices.list).first()
        const target = { chip: row.getByText(interfaceWords.eng.notices[`type${notice(14).type}`], { exact: true }), date: row.locator('time'), title: row.getByRole('link') }[part]
        // A person's click where the part is drawn, whatever lies on top (Playwright's own click
        // would refuse an element covered by the stretched link).
        const box = (await target.boundingBox())!
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
        await expect(page, `a click on the ${part}`).toHaveURL(/\/eng\/company\/event-detail\?id=14$/)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(notice(14).title.en)
      }
    })
  })

  // What two tests checked, as steps of one load: the banner is only read (its image waited for,
  // boxes measured, axe), so previous and next start from the load as they did.
  test('a banner notice: the art, its text as real text, and its links laid over the drawn buttons; previous and next walk the board in its order, in place: the heading and the title follow', async ({ page }) => {
    await page.goto('/eng/company/event-detail?id=13')
    await expectHydrated(page)

    await test.step('a banner notice: the art, its text as real text, and its links laid over the drawn buttons', async () => {
      const figure = page.getByRole('figure')
      const image = figure.locator('img')
      await expect(image).toHaveAttribute('src', '/notices/notice-13.en.svg')
      await expect(image).toHaveAttribute('alt', '')
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
      await expect(figure).toContainText(asSet(walletBanner.headline.en))
      for (const line of walletBanner.lines) await expect(figure).toContainText(asSet(line.en))
      const wallet = figure.getByRole('link', { name: inNewTab(walletLogin.label.en, 'eng') })
      const pdf = figure.getByRole('link', { name: inNewTab(userGuide.label.en, 'eng') })
      await expect(wallet).toHaveAttribute('href', brand.external[walletLogin.external])
      await expect(pdf).toHaveAttribute('href', userGuide.download.en)
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

    await test.step('previous and next walk the board in its order, in place: the heading and the title follow', async () => {
      // Set on this document: a full reload would lose it.
      await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true))
      const controls = page.getByRole('navigation', { name: interfaceWords.eng.notices.controls })
      const heading = page.getByRole('heading', { level: 1 })
      const [latest, wallet] = [notice(14), notice(13)]
      await expect(heading).toHaveText(wallet.title.en)
      await controls.getByRole('link', { name: /Previous/ }).click()
      await expect(page).toHaveURL(/id=14$/)
      await expect(heading).toHaveText(latest.title.en)
      await expect(page).toHaveTitle(`${latest.title.en} | ${brand.name.en}`)
      await expect(page.locator('article time')).toHaveText(latest.date)
      await expect(controls.getByRole('link', { name: /Previous/ })).toHaveCount(0)
      await controls.getByRole('link', { name: /Next/ }).click()
      await expect(heading).toHaveText(wallet.title.en)
      await controls.getByRole('link', { name: /Next/ }).click()
      await expect(page).toHaveURL(/id=12$/)
      await expect(heading).toHaveText(notice(12).title.en)
      await expect(page).toHaveTitle(`${notice(12).title.en} | ${brand.name.en}`)
      // The canonical address follows the notice, for whoever reads the head after a click.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/eng\/company\/event-detail\?id=12$/)
      expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true)
      await page.goto('/eng/company/event-detail?id=1')
      await expect(controls.getByRole('link', { name: /Next/ })).toHaveCount(0)
      await expect(controls.getByRole('link', { name: interfaceWords.eng.lists.backToList })).toBeVisible()
    })
  })

  // What two tests checked, as steps of one, each page on a load of its own.
  test('the user guide link opens the edition in the page’s language, a real PDF; banner links reach every kind of target: a page of the site, a video, the blog', async ({ page, request }) => {
    await test.step('the user guide link opens the edition in the page’s language, a real PDF', async () => {
      const guide = bannerLink(3, 0)
      if (!('download' in guide)) throw new Error('notice 3: the user guide first')
      for (const lang of ['ko', 'en'] as const) {
        const file = guide.download[lang]
        await page.goto(`/${segmentOf[lang]}/company/event-detail?id=3`)
        await expect(page.getByRole('figure').getByRole('link', { name: new RegExp(`^${asSet(guide.label[lang]).source}`) })).toHaveAttribute('href', file)
        const answer = await request.get(file)
        expect(answer.status()).toBe(200)
        expect(answer.headers()['content-type']).toContain('application/pdf')
        expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-')
      }
    })

    await test.step('banner links reach every kind of target: a page of the site, a video, the blog', async () => {
      await page.goto('/kor/company/event-detail?id=2')
      await expectHydrated(page)
      const guide = bannerLink(2, 0)
      if (!('page' in guide)) throw new Error('notice 2: a link to a page of the site')
      await page.getByRole('figure').getByRole('link', { name: guide.label.ko }).click()
      await expect(page).toHaveURL((url) => url.pathname === addressOf(guide.page, 'kor'))
      await page.goto('/kor/company/event-detail?id=4')
      const videos = page.getByRole('figure').getByRole('link')
      await expect(videos).toHaveCount(2)
      await expect(videos.first()).toHaveAttribute('href', 'https://video.obadge.example/publisher-guide')
      await page.goto('/eng/company/event-detail?id=5')
      const blog = bannerLink(5, 0)
      if (!('external' in blog)) throw new Error('notice 5: a link to a brand site')
      await expect(page.getByRole('figure').getByRole('link', { name: asSet(blog.label.en) })).toHaveAttribute('href', brand.external[blog.external])
    })
  })

  const unknown = [
    ['/kor/company/event-detail?id=99', '게시물이 없습니다.', '목록으로'],
    ['/eng/company/event-detail', interfaceWords.eng.lists.empty, interfaceWords.eng.lists.backToList],
    ['/eng/company/event-detail?id=abc', interfaceWords.eng.lists.empty, interfaceWords.eng.lists.backToList],
  ] as const
  // What three tests checked, as steps of one, each address on a load of its own.
  test(`an unknown or missing id shows the empty state, 404 and kept out of search: ${unknown.map(([url]) => url).join(', ')}`, async ({ page }) => {
    for (const [url, empty, back] of unknown) {
      await test.step(`an unknown or missing id shows the empty state, 404 and kept out of search: ${url}`, async () => {
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
  })

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
  const cases = [['ko', 1], ['en', 1], ['en', 14]] as const
  const urlOf = (lang: 'ko' | 'en', id: number) => `/${segmentOf[lang]}/company/event-detail?id=${id}`
  // What four tests checked, as steps of one, each notice on a load of its own (without scripts,
  // every link followed is a load too).
  test(`${cases.map(([lang, id]) => urlOf(lang, id)).join(', ')}: the heading, title, date and text are in the HTML; the language switch keeps the notice, and so do its neighbours`, async ({ page }) => {
    for (const [lang, id] of cases) {
      const url = urlOf(lang, id)
      await test.step(`${url}: the heading, title, date and text are in the HTML`, async () => {
        const { title, date, paragraphs, banner } = notice(id)
        // A text notice's text is its paragraphs; a banner's, its headline as real text.
        const text = paragraphs?.[1] ?? banner?.headline
        if (!text) throw new Error(`notice ${id}: no text to look for`)
        const response = await page.goto(url)
        expect(response?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title[lang])
        await expect(page).toHaveTitle(`${title[lang]} | ${brand.name[lang]}`)
        await expect(page.getByRole('article').locator('time')).toHaveText(date)
        await expect(page.getByRole('article')).toContainText(asSet(text[lang]))
        await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
      })
    }

    await test.step('the language switch keeps the notice, and so do its neighbours', async () => {
      await page.goto('/kor/company/event-detail?id=2')
      await page.getByRole('link', { name: /ENG/ }).first().click()
      await expect(page).toHaveURL(/\/eng\/company\/event-detail\?id=2$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notice(2).title.en)
      await page.getByRole('navigation', { name: interfaceWords.eng.notices.controls }).getByRole('link', { name: /Next/ }).click()
      await expect(page).toHaveURL(/id=1$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notice(1).title.en)
    })
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
