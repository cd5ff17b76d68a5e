import { expect, expectHydrated, test } from './fixtures'
import { about } from '../../manifest/pages/about'
import { notFound } from '../../manifest/pages/not-found'
import { userForOpenbadgeV3 } from '../../manifest/pages/user-for-openbadge-v3'
import { popups } from '../../manifest/popups'
import { expectNoSeriousAxeViolation } from './axe-run'
import { asSet } from './site'
import { fill, inNewTab, interfaceWords, languageOf, linkTo, sectionOf, type Segment } from './words'

// What each informational page must show (docs/rules/pages.md, company.md, routing.md) is checked
// by the page walk on its one load of each page (page-walk/spec-contents.ts), with axe and the
// sizes of its pictures. This file holds what needs a visitor's steps: the popups, the map, the
// not-found page's way home.

/** The popup that opens by itself on the 2.0 login page (docs/rules/pages.md §2.11), with the close button every popup has (docs/rules/pages.md §2.4), in its manifest entry's words. */
const badgesV3 = popups.find((popup) => popup.id === 'badgesV3')!
const dialogs = {
  'user-for-openbadge': Object.fromEntries(
    (['kor', 'eng'] as const).map((segment) => {
      const language = languageOf[segment]
      return [
        segment,
        {
          // With joiners allowed: codegen holds a Korean particle to the number before it (manifest/no-break.ts).
          title: asSet(badgesV3.title[language]),
          image: badgesV3.image!.alt![language],
          action: linkTo(badgesV3, 'SampleBadgesV3Page').label[language],
          close: interfaceWords[segment].popup.close,
        },
      ]
    }),
  ) as Record<Segment, { title: RegExp; image: string; action: string; close: string }>,
}

for (const segment of ['kor', 'eng'] as const) {
  test(`/${segment}/user-for-openbadge: the badges-v3 popup opens on load, takes focus, and its button reaches the v3 sample page`, async ({ page }) => {
    const dialog = dialogs['user-for-openbadge'][segment]
    await page.goto(`/${segment}/user-for-openbadge`)
    // It opens after hydration, from a chunk of its own.
    await expectHydrated(page)
    const modal = page.getByRole('dialog', { name: dialog.title })
    await expect(modal).toBeVisible()
    await expect(modal.getByRole('img', { name: dialog.image })).toBeVisible()
    // docs/rules/pages.md §4.4: closed by its buttons only, so it offers no "hide for today"; focus starts in it.
    await expect(modal.getByRole('button')).toHaveCount(1)
    await expect(modal.getByRole('button', { name: dialog.close })).toBeFocused()
    await expectNoSeriousAxeViolation(page)
    await modal.getByRole('link', { name: dialog.action }).click()
    await expect(page).toHaveURL(new RegExp(`/${segment}/service/issuing-sample-v3$`))
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test.describe(`/${segment}/user-for-openbadge-v3`, () => {
    test.use({ popups: 'shown' })

    // docs/decisions/one-overlay-at-a-time.md: the visitor has chosen 3.0
    // already, so no advert for it opens here, even on a first visit; its offer is a link.
    test('opens no popup on a first visit, and its wallet column offers the sample badge', async ({ page }) => {
      await page.goto(`/${segment}/user-for-openbadge-v3`)
      await expectHydrated(page)
      await page.waitForLoadState('networkidle')
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await page.getByRole('link', { name: linkTo(userForOpenbadgeV3, 'SampleBadgesV3Page').label[languageOf[segment]], exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/${segment}/service/issuing-sample-v3$`))
    })
  })
}

test('the about page without a maps key: no maps script, a 500 px drawn map, the address and three map services', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await page.goto('/eng/company/about')
  await expectHydrated(page)
  const words = interfaceWords.eng.officeMap
  const map = page.getByRole('img', { name: fill(words.staticMap, { place: sectionOf(about, 'office-map').place.en }) })
  await expect(map).toBeVisible()
  expect((await map.locator('..').boundingBox())?.height).toBe(500)
  await expect(page.locator('address').first()).toContainText('Seoul')
  const mapLink = (service: string) => inNewTab(fill(words.openIn, { service }), 'eng')
  for (const [service, host] of [[words.kakao, 'map.kakao.com'], [words.naver, 'map.naver.com'], [words.google, 'www.google.com']] as const) {
    const link = page.getByRole('link', { name: mapLink(service) })
    await expect(link).toHaveAttribute('target', '_blank')
    expect(new URL((await link.getAttribute('href'))!).host).toBe(host)
  }
  // Keyboard: the map services are reachable by Tab.
  await page.getByRole('link', { name: mapLink(words.kakao) }).focus()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: mapLink(words.naver) })).toBeFocused()
  expect(requested.filter((url) => /kakao\.com|googleapis|naver/.test(new URL(url).host))).toEqual([])
})

test('no analytics without IDs: no page of the build carries a tag', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  for (const url of ['/kor/404', '/eng/openbadge', '/kor/company/about']) {
    await page.goto(url)
    expect(await page.content()).not.toMatch(/googletagmanager|gtag\(|dataLayer/)
  }
  expect(requested.filter((url) => /googletagmanager|google-analytics/.test(url))).toEqual([])
})

for (const segment of ['kor', 'eng'] as const) {
  test(`/${segment}: the not-found page apologises and leads home`, async ({ page }) => {
    const response = await page.goto(`/${segment}/no-such-page`)
    expect(response?.status()).toBe(404)
    await expectHydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.title[languageOf[segment]])
    await expect(page.getByText(segment === 'kor' ? /^죄송합니다/ : /^Sorry/)).toBeVisible()
    await expectNoSeriousAxeViolation(page)
    await page.getByRole('main').getByRole('link', { name: linkTo(notFound, 'HomePage').label[languageOf[segment]] }).click()
    await expect(page).toHaveURL(new RegExp(`/${segment}$`))
  })
}
