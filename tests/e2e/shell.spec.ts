import { expectNoSeriousAxeViolation } from './axe-run'
import { expect, expectHydrated, test } from './fixtures'

test.describe('header menus on a desktop screen', () => {
  test('a menu opens by keyboard, its links lead to pages, Escape closes it', async ({ page }) => {
    await page.goto('/kor')
    await expectHydrated(page)
    const nav = page.getByRole('navigation', { name: '주 메뉴' })
    const menu = nav.getByRole('button', { name: '회사' })
    await menu.focus()
    await page.keyboard.press('Enter')
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: '언론 보도' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeFocused()
    await menu.click()
    await nav.getByRole('link', { name: '언론 보도' }).click()
    await expect(page).toHaveURL(/\/kor\/company\/press$/)
  })

  test('the gallery link opens with category all and an empty search', async ({ page }) => {
    await page.goto('/eng')
    await expectHydrated(page)
    await page.getByRole('button', { name: 'Open Badge' }).click()
    await page.getByRole('link', { name: 'Gallery' }).click()
    await expect(page).toHaveURL(/\/eng\/openbadge\/badge-list\?category=all&search=$/)
  })

  test('login offers the two external sites in new tabs', async ({ page }) => {
    await page.goto('/eng')
    await expectHydrated(page)
    await page.getByRole('button', { name: 'Log in' }).click()
    const v2 = page.getByRole('link', { name: /Open Badges 2\.0/ })
    const v3 = page.getByRole('link', { name: /Open Badges 3\.0/ })
    await expect(v2).toHaveAttribute('target', '_blank')
    await expect(v3).toHaveAttribute('target', '_blank')
    await expect(v2).toHaveAccessibleName('Open Badges 2.0 (opens in a new tab)')
  })

  test('event pages have neither header nor inquiry banner', async ({ page }) => {
    // The same locators first find both on a content page, so their absence below means something.
    const mainMenu = page.getByRole('navigation', { name: '주 메뉴' })
    // The banner's link; an event page links the contact page elsewhere ("No e-mail?").
    const inquiryBanner = page.getByRole('complementary').getByRole('link', { name: '도입 문의하기' })
    await page.goto('/kor/service')
    await expect(mainMenu).toBeVisible()
    await expect(inquiryBanner).toBeVisible()
    await page.goto('/kor/aeskr')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('header nav, [role="navigation"]').filter({ has: page.locator('button') })).toHaveCount(0)
    await expect(mainMenu).toHaveCount(0)
    await expect(inquiryBanner).toHaveCount(0)
  })
})

test.describe('on a 375 px wide screen', () => {
  test.use({ viewport: { width: 375, height: 640 } })

  test('the hamburger drawer works by keyboard alone', async ({ page }) => {
    await page.goto('/eng/service')
    await expectHydrated(page)
    const open = page.getByRole('button', { name: 'Open menu' })
    await expect(open).toBeVisible()
    await expect(page.getByRole('button', { name: 'Company' })).toBeHidden()
    await open.focus()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Main menu' })
    await expect(drawer).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused()
    await page.keyboard.press('Tab')
    const company = drawer.getByRole('button', { name: 'Open Badge' })
    await expect(company).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(company).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(drawer.getByRole('link', { name: 'Introduction' })).toBeFocused()
    // Tab never leaves the open drawer.
    for (let i = 0; i < 30; i++) await page.keyboard.press('Tab')
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(open).toBeFocused()
    await page.keyboard.press('Enter')
    await drawer.getByRole('button', { name: 'Company' }).click()
    await drawer.getByRole('link', { name: 'Press' }).click()
    await expect(page).toHaveURL(/\/eng\/company\/press$/)
    await expect(drawer).toBeHidden()
  })
})

test.describe('the drawer names its login group (375 px)', () => {
  test.use({ viewport: { width: 375, height: 640 } })

  for (const [segment, menu, login, links] of [
    ['kor', '메뉴 열기', '로그인', ['오픈배지 2.0', '오픈배지 3.0']],
    ['eng', 'Open menu', 'Log in', ['Open Badges 2.0', 'Open Badges 3.0']],
  ] as const) {
    test(`"${login}" heads the wallet links, visibly and as the list's name (${segment})`, async ({ page }) => {
      await page.goto(`/${segment}/service`)
      await expectHydrated(page)
      await page.getByRole('button', { name: menu }).click()
      const drawer = page.getByRole('dialog')
      const group = drawer.getByRole('list', { name: login, exact: true })
      await expect(group.getByRole('link')).toHaveText(links.map((l) => new RegExp(`^${l.replace('.', '\\.')}`)))
      const label = drawer.getByText(login, { exact: true })
      await expect(label).toBeVisible()
      // The name is shown above its links.
      const labelBottom = await label.evaluate((el) => el.getBoundingClientRect().bottom)
      const firstLinkTop = await group.getByRole('link').first().evaluate((el) => el.getBoundingClientRect().top)
      expect(labelBottom).toBeLessThanOrEqual(firstLinkTop)
    })
  }
})

test.describe('scrolling', () => {
  test.use({ viewport: { width: 375, height: 480 } })

  test('the scroll-to-top button shows only when scrolled and takes the page back up', async ({ page }) => {
    await page.goto('/kor/service')
    await expectHydrated(page)
    const button = page.getByRole('button', { name: '맨 위로' })
    await expect(button).toHaveCount(0)
    // On a phone it ends the page, before the footer (it covers nothing there).
    await page.mouse.wheel(0, 20_000)
    await expect(button).toBeVisible()
    const [buttonBox, footerBox] = await Promise.all([button.boundingBox(), page.getByRole('contentinfo').boundingBox()])
    expect((buttonBox?.y ?? 0) + (buttonBox?.height ?? 0)).toBeLessThanOrEqual(footerBox?.y ?? 0)
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(button).toHaveCount(0)
  })

  test('following a link opens the next page at its top', async ({ page }) => {
    await page.goto('/eng/service')
    await expectHydrated(page)
    await page.mouse.wheel(0, 2000)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click()
    await expect(page).toHaveURL(/\/eng\/privacy$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

// Every page as it loads, at 375 and 1440 px: every-page.spec.ts. Here, states a load does not show.
test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  test('the drawer open at 375 px has no serious or critical violation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 640 })
    await page.goto('/kor')
    await expectHydrated(page)
    await page.getByRole('button', { name: '메뉴 열기' }).click()
    await expectNoSeriousAxeViolation(page, '/kor with the drawer open')
  })
})
