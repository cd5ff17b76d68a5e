// A press before the site's scripts have run (hall Wi-Fi) or without them (scripts blocked) must
// never be the browser's own submission: that was a GET with the name and e-mail in the address
// (history, server logs) and the page gone with what was typed. The forms wait instead: a line
// says the page is still loading and, once it is ready, the press goes on by itself; without
// scripts a line says the form needs JavaScript. Nothing navigates, nothing typed is lost.
import type { Page } from '@playwright/test'
import { events } from '../../manifest/events/index'
import { partnerRequestBanner } from '../../manifest/pages/partner-request'
import { sampleBadgesV3 } from '../../manifest/pages/sample-badges-v3'
import { expect, expectHydrated, test, twoFrames } from './fixtures'
import { addressOf } from './site'
import { formWords, issuanceWords, sectionOf, startingWith } from './words'

/** Holds every script file of the site until `release()`: the HTML (and its inline scripts) arrives, the app does not run. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => undefined as void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return release
}

const issuancePage = `/kor/${events.find((event) => !event.claims && event.interfaceLanguage === 'ko')!.slug}`
/** The forms' words as their dictionaries give them: the issuance form's, and the lines every form shows while it cannot send. */
const korean = { issuance: issuanceWords.kor, form: formWords.kor.form }
const english = { issuance: issuanceWords.eng, form: formWords.eng.form, contact: formWords.eng.contact }
const wallet2 = sectionOf(sampleBadgesV3, 'issuance-form').targets.find((target) => target.endpoint === 'OpenBadges')?.label?.en
if (!wallet2) throw new Error('the sample page offers no 2.0 wallet to choose')

test.describe('a press before the scripts have run waits, then goes on', () => {
  test(`an issuance page (${issuancePage}): no address change, the text kept, "still loading", then the confirmation with what was typed`, async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto(issuancePage, { waitUntil: 'commit' })
    const url = page.url()
    await page.getByLabel(korean.issuance.name).fill('홍길동')
    await page.getByLabel(korean.issuance.email).fill('hong@mail.example')
    await page.getByRole('button', { name: korean.issuance.submit }).click()
    await expect(page.getByRole('status').filter({ hasText: korean.form.stillLoading })).toBeVisible()
    expect(page.url()).toBe(url)
    await expect(page.getByLabel(korean.issuance.name)).toHaveValue('홍길동')
    await expect(page.getByLabel(korean.issuance.email)).toHaveValue('hong@mail.example')

    release()
    await expectHydrated(page)
    // The press goes on as if made now: the spec's confirmation, with what was typed before.
    const confirm = page.getByRole('alertdialog', { name: korean.issuance.confirmTitle })
    await expect(confirm).toBeVisible()
    await expect(confirm).toContainText('홍길동')
    await expect(confirm).toContainText('hong@mail.example')
    await expect(page.getByRole('status').filter({ hasText: korean.form.stillLoading })).toHaveCount(0)
    expect(page.url()).toBe(url)
  })

  test('an issuance page: text typed before the scripts ran is what the form checks and sends', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/eng/service/issuing-sample-v3', { waitUntil: 'commit' })
    await page.getByRole('radio', { name: wallet2 }).check()
    await page.getByLabel(english.issuance.name).fill('Ada Lovelace')
    await page.getByLabel(english.issuance.email).fill('ada@mail.example')
    release()
    await expectHydrated(page)
    await page.getByRole('button', { name: english.issuance.submit }).click()
    // No "please enter your name" for a name the page shows: the form holds what was typed.
    await expect(page.getByText('Please enter your name.')).toHaveCount(0)
    const request = page.waitForRequest('**/api/v1/OpenBadges')
    await page.getByRole('button', { name: english.issuance.yes, exact: true }).click()
    expect((await request).postDataJSON()).toMatchObject({ name: 'Ada Lovelace', email: 'ada@mail.example' })
  })

  test('the contact form: a press while loading sends once the page is ready, with every field typed meanwhile', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/eng/contact-us', { waitUntil: 'commit' })
    const url = page.url()
    await page.getByRole('radio', { name: 'Other' }).check()
    await page.getByLabel(english.contact.name).fill('Ada')
    await page.getByLabel(english.contact.tel).fill('0100000000')
    await page.getByLabel(english.contact.email).fill('ada-early@mail.example')
    await page.getByLabel(english.contact.content).fill('Written while the page loaded')
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: english.contact.submit }).click()
    await expect(page.getByRole('status').filter({ hasText: english.form.stillLoading })).toBeVisible()
    expect(page.url()).toBe(url)

    const request = page.waitForRequest('**/api/v1/ContactUsByEmail')
    release()
    expect((await request).postDataJSON()).toEqual({
      lang: 'en-US',
      type: 'other',
      name: 'Ada',
      tel: '0100000000',
      email: 'ada-early@mail.example',
      content: 'Written while the page loaded',
    })
    await expect(page.getByRole('dialog', { name: english.contact.successTitle })).toBeVisible()
    expect(page.url()).toBe(url)
  })
})

test.describe('without scripts, a press changes nothing and the form says it needs them', () => {
  test.use({ javaScriptEnabled: false })

  for (const [path, fill, button, needs] of [
    [issuancePage, [[korean.issuance.name, '홍길동'], [korean.issuance.email, 'hong@mail.example']], korean.issuance.submit, korean.form.needsScripts],
    ['/eng/contact-us', [[english.contact.name, 'Ada'], [english.contact.email, 'ada@mail.example'], [english.contact.content, 'Hello']], english.contact.submit, english.form.needsScripts],
  ] as const) {
    test(`${path}: the address gains no query, the text stays`, async ({ page }) => {
      await page.goto(path)
      // Playwright's text matching skips <noscript>; the line is its paragraph, shown (the screenshot agrees).
      const line = page.locator('form noscript > p')
      await expect(line).toBeVisible()
      await expect(line).toHaveText(startingWith(needs))
      for (const [label, value] of fill) await page.getByLabel(label).fill(value)
      await page.getByRole('button', { name: button }).click()
      // Enter in a field is the other way a browser submits a form by itself.
      await page.getByLabel(fill[0][0]).press('Enter')
      await page.waitForLoadState()
      expect(new URL(page.url()).search).toBe('')
      expect(new URL(page.url()).pathname).toBe(path)
      for (const [label, value] of fill) await expect(page.getByLabel(label)).toHaveValue(value)
    })
  }
})

// On a slow phone the page shows, and is scrolled and tapped, well before it has hydrated. The
// router's scroll restoration once ran again at hydration and threw the visitor back to the top:
// a link tapped at that moment was never followed (a flaky browser test found it).
test.describe('what a visitor does while the page hydrates stands', () => {
  const { link } = partnerRequestBanner
  const contactPage = addressOf('ContactPage', 'eng')

  test('a page scrolled before the scripts have run stays where it was scrolled', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto(contactPage, { waitUntil: 'commit' })
    // Its footer drawn: the page is there to scroll (its module scripts, held, keep it from DOMContentLoaded).
    await expect(page.getByRole('contentinfo')).toBeAttached()
    await page.mouse.wheel(0, 900)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    const scrolled = await page.evaluate(() => window.scrollY)
    release()
    await expectHydrated(page)
    // The router restores the scroll when a render has been committed, after its effects: a frame later, it has.
    await twoFrames(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
  })

  test('a link below the fold, tapped as the page hydrates, is followed', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto(contactPage, { waitUntil: 'commit' })
    const target = page.getByRole('link', { name: link.label.en })
    await target.scrollIntoViewIfNeeded()
    release()
    await target.click()
    await expect(page).toHaveURL(new RegExp(`${addressOf(link.page, 'eng')}$`))
  })
})
