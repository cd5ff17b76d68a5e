import type { Page } from '@playwright/test'
import { clientFigures } from '../../manifest/figures'
import { home } from '../../manifest/pages/home'
import { popups } from '../../manifest/popups'
import type { LocalizedText } from '../../manifest/schema/text'
import { expectNoSeriousAxeViolation } from './axe-run'
import { expect, expectHiddenForToday, expectHydrated, expectMarked, test } from './fixtures'
import { asSet } from './site'
import { inNewTab, interfaceWords, languageOf, linkTo, sectionOf, type Segment } from './words'

// The home page (docs/rules/pages.md §2.4): its sections in both languages, the carousel (docs/rules/site.md §9: 12 images,
// 9000 ms, pausable), the login-path popup and its cookie (docs/rules/pages.md §4.4), the mobile app banner.

/**
 * The words the tests look for. What docs/rules/ fixes stays literal (the Korean figures, shortcuts,
 * cards and links of docs/rules/pages.md §2.4); the rest, and every English counterpart of a Korean
 * literal, is read from the home page's manifest entry, its popup and the interface dictionaries
 * (tests/e2e/words.ts), so a change of text is a change of the manifest alone.
 */
const spec = {
  contact: '도입 문의하기',
  quick: ['샘플 배지 받기', '배지 지갑', '글로벌 포털'],
  figures: { '고객 기관': '500+', '등록된 배지': '13,500+', '발급된 배지': '1,500,000+', '지갑 사용자': '200,000+' },
  cards: ['손쉬운 발급', '배지 발급', '배지 관리', '배지 검증', '교육기관', '기업', '협회·단체', '국제 표준 호환'],
  cardLinks: { '발급 서비스 보기': 'service/issuance', '교육 솔루션 보기': 'solutions/education' },
  verify: '배지 검증하기',
  popup: '로그인 경로 안내',
  v2: 'v2.0 로그인',
} as const

const hero = sectionOf(home, 'hero')
const shortcuts = sectionOf(home, 'quick-links').items.map((item) => item.link.label)
/** The items of every section that lists some (features, services, solutions): whichever way the page draws them, as cards, a flow or rows. */
const items = home.sections.flatMap((s): object[] => ('items' in s ? s.items : []))
const cardTitles = items.flatMap((item) => ('title' in item ? [item.title as LocalizedText] : []))
const cardLinkLabels = items.flatMap((item) => ('link' in item && item.link && typeof item.link === 'object' && 'label' in item.link ? [item.link.label as LocalizedText] : []))
const loginPath = popups.find((popup) => popup.id === 'loginPath')!
/** The manifest's pair whose Korean is `ko`: a literal of the spec, in the page's language. */
const inLanguage = (pairs: readonly LocalizedText[], ko: string, segment: Segment) => {
  const pair = pairs.find((p) => p.ko === ko)
  if (!pair) throw new Error(`the home page's entry has no "${ko}"`)
  return pair[languageOf[segment]]
}

function wordsOf(segment: Segment) {
  const lang = languageOf[segment]
  const shell = interfaceWords[segment]
  return {
    h1: hero.heading[lang],
    contact: inLanguage([linkTo(hero, 'ContactPage').label], spec.contact, segment),
    quick: spec.quick.map((ko) => inLanguage(shortcuts, ko, segment)),
    figures: Object.fromEntries(Object.entries(spec.figures).map(([ko, figure]) => [inLanguage(clientFigures.map((f) => f.label), ko, segment), figure])),
    carousel: sectionOf(home, 'carousel').heading[lang],
    pause: shell.carousel.pause,
    play: shell.carousel.play,
    cards: spec.cards.map((ko) => inLanguage(cardTitles, ko, segment)),
    cardLinks: Object.fromEntries(Object.entries(spec.cardLinks).map(([ko, path]) => [inLanguage(cardLinkLabels, ko, segment), new RegExp(`/${segment}/${path}$`)])),
    verify: inLanguage(cardLinkLabels, spec.verify, segment),
    popup: inLanguage([loginPath.title], spec.popup, segment),
    hide: shell.popup.hideForToday,
    close: shell.popup.close,
    v2: inLanguage([linkTo(loginPath, 'UserForOpenbadgePage').label], spec.v2, segment),
    appBanner: shell.appBanner.label,
    dismissBanner: shell.appBanner.dismiss,
  }
}
const words = { kor: wordsOf('kor'), eng: wordsOf('eng') }

/** The index of the first slide in view, from Swiper's own class. */
const activeSlide = (page: Page) => page.locator('.swiper-slide-active').getAttribute('aria-label')

/** The shortcuts' tops and how many lines each name takes, as laid out now. */
const shortcutTiles = (page: Page, segment: Segment) =>
  Promise.all(
    words[segment].quick.map((label) =>
      page
        .locator('main')
        .getByRole('link', { name: new RegExp(`^${label} `) })
        .evaluate((tile, name) => {
          const nameBox = [...tile.querySelectorAll('span')].find((span) => span.textContent === name)!
          const range = document.createRange()
          range.selectNodeContents(nameBox)
          return { top: Math.round(tile.getBoundingClientRect().top), nameLines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size }
        }, label),
    ),
  )

for (const segment of ['kor', 'eng'] as const) {
  const w = words[segment]

  test.describe(`home /${segment}`, () => {
    // With the carousel running, at the desktop's 1280 px, in Korean: the page walk reads the pair
    // at 375 (Korean) and 1440 (English), the same elements under the same styles (every-page.spec.ts).
    const axe = segment === 'kor' ? ', has no serious or critical axe violation' : ''
    test(`shows its sections by role and name${axe}, and its shortcuts stand in one row at 768, 960 and 1440 px, each name on one line`, async ({ page }) => {
      await page.goto(`/${segment}`)
      await expectHydrated(page)

      await test.step('shows its sections by role and name', async () => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.h1)
        const main = page.getByRole('main')
        // The hero's contact button (docs/rules/pages.md §2.4); the inquiry band that closes the page has one too.
        await expect(main.getByRole('link', { name: w.contact }).first()).toHaveAttribute('href', segment === 'kor' ? '/kor/contact-us' : '/eng/contact-us')
        // A shortcut's name is its label, then its line of text (and, for an external site, the new-tab note).
        for (const label of w.quick) await expect(main.getByRole('link', { name: new RegExp(`^${label} `) })).toBeVisible()
        for (const [label, figure] of Object.entries(w.figures)) {
          await expect(main.locator('dt', { hasText: label }).locator('+ dd')).toHaveText(figure)
        }
        await expect(main.getByRole('region', { name: w.carousel })).toBeVisible()
        // As the page sets them: a middle dot is held to the word before it (manifest/no-break.ts).
        for (const name of w.cards) await expect(main.getByRole('heading', { name: asSet(name, true) })).toBeVisible()
        for (const [name, url] of Object.entries(w.cardLinks)) await expect(main.getByRole('link', { name })).toHaveAttribute('href', url)
        await expect(main.getByRole('link', { name: new RegExp(w.verify) })).toHaveAttribute(
          'target',
          '_blank',
        )
      })

      // The step before only read the page: this is the page as loaded, at 1280 px, its carousel running.
      if (segment === 'kor') await test.step('has no serious or critical axe violation', async () => {
        await page.getByRole('region', { name: w.carousel }).scrollIntoViewIfNeeded()
        await expect(page.locator('.swiper-initialized')).toHaveCount(1)
        await expectNoSeriousAxeViolation(page)
      })

      // The shortcuts in one row from a tablet's width, each name on one line: stacked at 768 px they
      // were 720 px bars with the arrow far off, and at 960 px a name broke over two lines. Their
      // row and their lines follow the stylesheet alone (its media and container queries), so the
      // same page resized lays them out as a load at that width would.
      for (const width of [768, 960, 1440]) {
        await test.step(`the shortcuts stand in one row at ${width} px, each name on one line`, async () => {
          await page.setViewportSize({ width, height: 900 })
          const tiles = await shortcutTiles(page, segment)
          expect(new Set(tiles.map((t) => t.top)).size, 'one row').toBe(1)
          expect(tiles.map((t) => t.nameLines)).toEqual(tiles.map(() => 1))
        })
      }
    })
  })

  test.describe(`home popups /${segment}`, () => {
    test.use({ popups: 'shown' })

    test('the popup links lead on and close it; the login-path popup opens at load, "close" lasts until the next visit, "hide for today" survives a reload', async ({ page }) => {
      const dialog = page.getByRole('dialog', { name: w.popup })

      await test.step('the popup links lead on and close it', async () => {
        await page.goto(`/${segment}`)
        await expectHydrated(page)
        await dialog.getByRole('link', { name: w.v2 }).click()
        await expect(page).toHaveURL(new RegExp(`/${segment}/user-for-openbadge$`))
        await expect(dialog).toHaveCount(0)
      })

      await test.step('the login-path popup opens at load; "close" lasts until the next visit, "hide for today" survives a reload', async () => {
        // A load of its own, a new visit: a popup's link closes it for that visit only and sets no cookie.
        await page.goto(`/${segment}`)
        await expectHydrated(page)
        await expect(dialog).toBeVisible()
        // One popup only: the seminar and forum popups are declared but disabled.
        await expect(page.getByRole('dialog')).toHaveCount(1)
        await expect(dialog.getByRole('link', { name: w.v2 })).toBeVisible()
        await expect(dialog.getByRole('heading', { level: 3 })).toHaveCount(2)
        // APG dialog pattern: an unasked-for popup starts on its way out.
        await expect(dialog.getByRole('button', { name: w.close })).toBeFocused()
        const box = await dialog.boundingBox()
        expect(box?.width).toBeLessThanOrEqual(650)

        await dialog.getByRole('button', { name: w.close }).click()
        await expect(dialog).toBeHidden()
        await page.reload()
        await expectHydrated(page)
        await expect(dialog).toBeVisible()

        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()
        await page.reload()
        await expect(dialog).toBeVisible()

        await dialog.getByRole('button', { name: w.hide }).click()
        await expect(dialog).toBeHidden()
        await expectHiddenForToday(page, 'loginPath', w.popup)
      })
    })
  })
}

test.describe('home carousel', () => {
  test('has 12 slides, moves by itself every 9 s and stops with its pause button', async ({ page }) => {
    await page.clock.install()
    await page.goto('/eng')
    await expectHydrated(page)
    const carousel = page.getByRole('region', { name: words.eng.carousel })
    await expect(carousel.getByRole('group')).toHaveCount(12)
    await expect(carousel.getByRole('group', { name: '12 of 12' })).toHaveAttribute('aria-roledescription', 'slide')
    await carousel.scrollIntoViewIfNeeded()
    await expect(page.locator('.swiper-initialized')).toHaveCount(1)
    expect(await activeSlide(page)).toBe('1 of 12')
    await page.clock.runFor(8000)
    expect(await activeSlide(page)).toBe('1 of 12')
    await page.clock.runFor(1500)
    await expect.poll(() => activeSlide(page)).toBe('2 of 12')

    await carousel.getByRole('button', { name: words.eng.pause }).click()
    await page.clock.runFor(20_000)
    expect(await activeSlide(page)).toBe('2 of 12')
    await carousel.getByRole('button', { name: words.eng.play }).click()
    await page.clock.runFor(9500)
    await expect.poll(() => activeSlide(page)).toBe('3 of 12')
  })

  // Each width from a load of its own: Swiper sets itself up for the width it loads at, and the
  // shifts are counted from the document's start.
  test('lays out the same before and after Swiper takes over at 375, 1024 and 1440 px (no layout shift)', async ({ page }) => {
    for (const width of [375, 1024, 1440]) {
      await test.step(`lays out the same before and after Swiper takes over at ${width} px (no layout shift)`, async () => {
        await page.setViewportSize({ width, height: 900 })
        await page.goto('/kor')
        await expectHydrated(page)
        const first = page.locator('.swiper-slide').first()
        await first.scrollIntoViewIfNeeded()
        const before = await first.boundingBox()
        await expect(page.locator('.swiper-initialized')).toHaveCount(1)
        const after = await first.boundingBox()
        expect(Math.abs((after?.width ?? 0) - (before?.width ?? 0))).toBeLessThan(1)
        expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThan(1)
        const shift = await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              let total = 0
              const add = (entries: PerformanceEntryList) => {
                for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
                  if (!entry.hadRecentInput) total += entry.value
                }
              }
              const observer = new PerformanceObserver((list) => add(list.getEntries()))
              observer.observe({ type: 'layout-shift', buffered: true })
              // Two frames on, the frame that drew Swiper's change has been laid out and its shifts
              // queued; those not yet delivered are taken here.
              requestAnimationFrame(() =>
                requestAnimationFrame(() => {
                  add(observer.takeRecords())
                  observer.disconnect()
                  resolve(total)
                }),
              )
            }),
        )
        expect(shift).toBeLessThan(0.01)
      })
    }
  })
})

test.describe('mobile app banner', () => {
  // At 320 px the line under its title took three lines and the bar 106 px, over the hero's second
  // button.
  const oneSlimBarAt320 = (page: Page, segment: Segment) =>
    test.step('on a 320 x 640 phone it is one slim bar, its store and dismiss buttons whole', async () => {
      await page.setViewportSize({ width: 320, height: 640 })
      await page.goto(`/${segment}`)
      await expectHydrated(page)
      const banner = page.getByRole('complementary', { name: words[segment].appBanner })
      await expect(banner).toBeVisible()
      const bar = (await banner.boundingBox())!
      expect(bar.height, 'the bar at most an eighth of the screen').toBeLessThanOrEqual(80)
      // The store buttons and the dismiss button stay, whole and in view.
      for (const control of await banner.locator('a, button').all()) await expect(control).toBeInViewport({ ratio: 1 })
    })

  // The bar opens at load, after the page's own decisions: each width has a load of its own. The
  // 320 px step only looks at the bar, so the next load is still a first visit, nothing dismissed.
  test('on a 320 x 640 phone it is one slim bar, its store and dismiss buttons whole; shows on a narrow screen with both stores, and stays dismissed after a reload (kor)', async ({ page }) => {
    await oneSlimBarAt320(page, 'kor')

    await test.step('shows on a narrow screen with both stores, and stays dismissed after a reload', async () => {
      await page.setViewportSize({ width: 375, height: 800 })
      await page.goto('/kor')
      await expectHydrated(page)
      const banner = page.getByRole('complementary', { name: words.kor.appBanner })
      await expect(banner).toBeVisible()
      // Both stores (docs/rules/site.md, the mobile app banner), by the names the entry gives them, each to another tab.
      const stores = sectionOf(home, 'app-banner').links
      expect(stores.map((store) => store.external)).toEqual(['appStore', 'playStore'])
      for (const store of stores) {
        const link = banner.getByRole('link', { name: inNewTab(store.label.ko, 'kor') })
        await expect(link).toHaveAttribute('href', /^https:\/\//)
        await expect(link).toHaveAttribute('target', '_blank')
      }
      await banner.getByRole('button', { name: words.kor.dismissBanner }).click()
      await expect(banner).toHaveCount(0)
      await page.reload()
      await expectHydrated(page)
      // The banner has had its turn (the popups gave it back) and read its cookie: it would be open now.
      await expectMarked(page, 'appBannerDecided')
      await expect(page.getByRole('complementary', { name: words.kor.appBanner })).toHaveCount(0)
    })
  })

  test('on a 320 x 640 phone it is one slim bar, its store and dismiss buttons whole; is not shown on a wide screen (eng)', async ({ page }) => {
    await oneSlimBarAt320(page, 'eng')

    await test.step('is not shown on a wide screen', async () => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto('/eng')
      await expectHydrated(page)
      await expect(page.getByRole('complementary', { name: words.eng.appBanner })).toBeHidden()
    })
  })
})
