import type { Locator, Page } from '@playwright/test'
import { expect } from '../fixtures'
import { interfaceWords } from '../words'

/**
 * The page head and one call to action at the end (docs/page-design.md), as the page walk
 * (every-page.spec.ts) checks every inner page: it opens with the page head (a tinted band, the
 * breadcrumb where the navigation puts the page, the h1); it never ends with two calls to action in
 * a row; every page that offered the contact button (docs/rules/routing.md §2.2) still does.
 * The breadcrumb's name is the interface dictionary's; the contact button's is written from the spec.
 */
export const breadcrumbName = { kor: interfaceWords.kor.shell.breadcrumb, eng: interfaceWords.eng.shell.breadcrumb } as const
const contactButton = { kor: '도입 문의하기', eng: 'Ask us' } as const

/** docs/rules/routing.md §2.2: pages without the inquiry banner (event pages are left out of the walk). */
const withoutInquiryBanner = ['service/issuing-sample-v3', 'contact-us', 'user-for-openbadge-v3', '404']

/** Whether the walk holds the page to this: an inner page (not a home page, not an event's). */
export const hasPageHead = (p: { isEvent: boolean; url: string; segment: string }) => !p.isEvent && p.url !== `/${p.segment}`

/** The inquiry band: the complementary landmark that links the contact page. */
export const band = (page: Page) => page.getByRole('complementary').filter({ has: page.locator('a[href$="/contact-us"]') })

/**
 * Whether an element is a call to action of its own: links and nothing else but a heading and
 * a sentence, every link shaped as a button (a pill at least 40 px high).
 */
async function isCallToAction(element: Locator): Promise<boolean> {
  return element.evaluate((el) => {
    const links = [...el.querySelectorAll('a')]
    if (links.length === 0) return false
    const buttonShaped = links.every((a) => {
      const style = getComputedStyle(a)
      return parseFloat(style.borderTopLeftRadius) >= 20 && a.getBoundingClientRect().height >= 40
    })
    const otherText = [...el.querySelectorAll('p, li, dd, td')].filter((n) => !n.querySelector('a') && !n.closest('a')).length
    return buttonShaped && otherText <= 1
  })
}

/** The page head at the top, and at the end the inquiry band after no call to action of its own. */
export async function expectPageHeadAndOneClosingCall(page: Page, target: { url: string; segment: 'kor' | 'eng' }): Promise<void> {
  const nav = page.getByRole('navigation', { name: breadcrumbName[target.segment] })
  await expect(nav).toBeVisible()
  // The breadcrumb and the h1 share the tinted band at the top of the main part.
  const head = page.locator('main > header').first()
  await expect(head.getByRole('navigation', { name: breadcrumbName[target.segment] })).toBeVisible()
  await expect(head.getByRole('heading', { level: 1 })).toBeVisible()
  const tint = await head.evaluate((el) => getComputedStyle(el).backgroundImage)
  expect(tint).toContain('gradient')
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
  await expect(nav.getByRole('listitem').last().locator('[aria-current="page"]')).toHaveCount(1)

  const path = target.url.replace(/^\/(kor|eng)\/?/, '')
  if (withoutInquiryBanner.includes(path)) {
    await expect(band(page)).toHaveCount(0)
    return
  }
  // docs/rules/routing.md §2.2: the page offers the contact button, once, in the band that closes it.
  await expect(band(page)).toHaveCount(1)
  await expect(band(page).getByRole('link', { name: contactButton[target.segment] }).or(band(page).locator('a[href$="/contact-us"]'))).toHaveCount(1)
  // What comes right before the band is not a call to action of its own.
  const before = page.locator('main > div').last().locator(':scope > *').last()
  expect(await isCallToAction(before), `${target.url}: the last section before the band is a call to action`).toBe(false)
}
