import { navigation } from '../../manifest/navigation'
import { expectNoSeriousAxeViolation } from './axe-run'
import { expect, expectHydrated, test } from './fixtures'
import { asSet } from './site'
import { inNewTab, interfaceWords, languageOf, type Segment } from './words'

// The header's, the drawer's and the footer's words are read from manifest/navigation.ts and the
// shell's dictionary, so a change of a label is a change of the manifest alone.

/** The header menu that holds the page `pageId` and the page's item in it, as a visitor of `segment` reads them. */
function menuItem(pageId: string, segment: Segment) {
  const lang = languageOf[segment]
  for (const menu of navigation.menus) {
    const item = menu.items.find((i) => 'page' in i && i.page === pageId)
    if (item) return { menu: menu.label[lang], item: item.label[lang] }
  }
  throw new Error(`no header menu holds ${pageId}`)
}

/** The login dropdown's label and its two wallets' links (2.0, then 3.0). */
function login(segment: Segment) {
  const lang = languageOf[segment]
  const [v2, v3] = navigation.login.items
  if (!v2 || !v3) throw new Error('the login dropdown: the 2.0 and 3.0 wallets')
  return { label: navigation.login.label[lang], links: [v2.label[lang], v3.label[lang]] as const }
}

const shell = { kor: interfaceWords.kor.shell, eng: interfaceWords.eng.shell }

test.describe('header menus on a desktop screen', () => {
  test('a menu opens by keyboard, its links lead to pages, Escape closes it', async ({ page }) => {
    await page.goto('/kor')
    await expectHydrated(page)
    const press = menuItem('PressPage', 'kor')
    const nav = page.getByRole('navigation', { name: shell.kor.mainNavigation })
    const menu = nav.getByRole('button', { name: press.menu })
    await menu.focus()
    await page.keyboard.press('Enter')
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: press.item })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeFocused()
    await menu.click()
    await nav.getByRole('link', { name: press.item }).click()
    await expect(page).toHaveURL(/\/kor\/company\/press$/)
  })

  test('login offers the two external sites in new tabs; the gallery link opens with category all and an empty search', async ({ page }) => {
    await page.goto('/eng')
    await expectHydrated(page)
    await test.step('login offers the two external sites in new tabs', async () => {
      const { label, links } = login('eng')
      await page.getByRole('button', { name: label }).click()
      // In the header: the page may link the same sites too (home's band on the newer standard links its wallet).
      const wallet = (name: string) => page.getByRole('banner').getByRole('link', { name: asSet(name) })
      const [v2, v3] = [wallet(links[0]), wallet(links[1])]
      await expect(v2).toHaveAttribute('target', '_blank')
      await expect(v3).toHaveAttribute('target', '_blank')
      await expect(v2).toHaveAccessibleName(inNewTab(links[0], 'eng'))
    })
    // From the login list left open: the click on another menu closes it, and where the gallery
    // link leads does not depend on it (a list in the way would fail the click, not pass it).
    await test.step('the gallery link opens with category all and an empty search', async () => {
      const gallery = menuItem('BadgesGalleryPage', 'eng')
      await page.getByRole('button', { name: gallery.menu }).click()
      await page.getByRole('link', { name: gallery.item }).click()
      await expect(page).toHaveURL(/\/eng\/openbadge\/badge-list\?category=all&search=$/)
    })
  })

  test('event pages have neither header nor inquiry banner', async ({ page }) => {
    // The same locators first find both on a content page, so their absence below means something.
    const mainMenu = page.getByRole('navigation', { name: shell.kor.mainNavigation })
    // The banner's link; an event page links the contact page elsewhere (its form's note for a missing e-mail).
    const inquiryBanner = page.getByRole('complementary').getByRole('link', { name: navigation.inquiryBanner.button.label.ko })
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
    // The first menu and its first item, which keyboard users meet first; the press page's, which a tap opens.
    const [firstMenu] = navigation.menus
    const firstItem = firstMenu?.items[0]
    if (!firstMenu || !firstItem) throw new Error('the header: no menu with an item')
    const press = menuItem('PressPage', 'eng')
    const open = page.getByRole('button', { name: shell.eng.openMenu })
    await expect(open).toBeVisible()
    await expect(page.getByRole('button', { name: press.menu })).toBeHidden()
    await open.focus()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: shell.eng.mainNavigation })
    await expect(drawer).toBeVisible()
    await expect(drawer.getByRole('button', { name: shell.eng.closeMenu })).toBeFocused()
    await page.keyboard.press('Tab')
    const first = drawer.getByRole('button', { name: firstMenu.label.en })
    await expect(first).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(drawer.getByRole('link', { name: firstItem.label.en })).toBeFocused()
    // Tab never leaves the open drawer.
    for (let i = 0; i < 30; i++) await page.keyboard.press('Tab')
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(open).toBeFocused()
    await page.keyboard.press('Enter')
    await drawer.getByRole('button', { name: press.menu }).click()
    await drawer.getByRole('link', { name: press.item }).click()
    await expect(page).toHaveURL(/\/eng\/company\/press$/)
    await expect(drawer).toBeHidden()
  })
})

test.describe('the drawer names its login group (375 px)', () => {
  test.use({ viewport: { width: 375, height: 640 } })

  for (const segment of ['kor', 'eng'] as const) {
    const { label: name, links } = login(segment)
    test(`"${name}" heads the wallet links, visibly and as the list's name (${segment})`, async ({ page }) => {
      await page.goto(`/${segment}/service`)
      await expectHydrated(page)
      await page.getByRole('button', { name: shell[segment].openMenu }).click()
      const drawer = page.getByRole('dialog')
      const group = drawer.getByRole('list', { name, exact: true })
      await expect(group.getByRole('link')).toHaveText(links.map((l) => new RegExp(`^${asSet(l).source}`)))
      const label = drawer.getByText(name, { exact: true })
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
    const button = page.getByRole('button', { name: shell.kor.scrollToTop })
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
    const privacy = navigation.legal.find((link) => link.page === 'PrivacyPage')
    if (!privacy) throw new Error('no privacy policy among the legal links')
    await page.getByRole('contentinfo').getByRole('link', { name: privacy.label.en }).click()
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
    await page.getByRole('button', { name: shell.kor.openMenu }).click()
    await expectNoSeriousAxeViolation(page, '/kor with the drawer open')
  })
})
