import type { Page } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { events } from '../../manifest/events/index'
import { eventsByShape } from './site'
import { builtWindow } from './built-window'
import type { TestApi } from '../../server/test-support/test-api'
import { expect, expectHydrated, test } from './fixtures'
import { closeOwnApis, ownApiAt } from './own-api'
import { storedIssuance, uniqueEmail } from './stored-rows'
import { fill, formWords, interfaceWords, issuanceWords, segmentOf, startingWith } from './words'

/**
 * An event that asks for a claim code (docs/decisions/claim-codes.md). The code comes in the
 * address the poster's QR code holds and fills the field; a wrong one is refused in the page's
 * language; the field is on no other page; and no built file holds a code. The events and their
 * codes are read from the manifest, the words from the dictionaries the page takes them from.
 */
const coded = eventsByShape.filter((event) => event.claimCode !== undefined)

/** The form's words in an interface language (src/i18n/<lang>/issuance/), and its claim-code field's message when left empty. */
function wordsOf(language: 'ko' | 'en') {
  const segment = segmentOf[language]
  const form = issuanceWords[segment]
  return {
    ...form,
    success: (badge: string) => fill(form.successTitleNamed, { badge }),
    required: formWords[segment].validation.field.IssuanceRequest.claimCode.required,
  }
}
const words = { ko: wordsOf('ko'), en: wordsOf('en') }

type CodedEvent = (typeof coded)[number]

/**
 * An hour into the event's claim window (in the event's own time zone), so that only the code decides: the page's
 * clock, and the clock of a reference API of the test's own (the shared server runs on today's),
 * to which the page's API calls go. Its rows are the test's to read.
 */
async function insideWindow(page: Page, event: CodedEvent): Promise<TestApi> {
  // The window its built page carries (an example's moves with the build's day).
  const { opens } = builtWindow(event)
  const time = opens !== undefined ? opens + 3_600_000 : Date.now()
  await page.clock.install({ time })
  return ownApiAt(page, time)
}

test.afterEach(closeOwnApis)

/** The rows the test's API stored for `email`. */
const storedBy = (api: TestApi, email: string) => api.db.prepare('SELECT company FROM issuance_requests WHERE email = ?').all(email)

const pathOf = (event: CodedEvent) => `/${event.interfaceLanguage === 'ko' ? 'kor' : 'eng'}/${event.slug}`

async function issue(page: Page, w: (typeof words)['en' | 'ko'], email: string) {
  await page.getByLabel(w.name).fill('Ada Lovelace')
  await page.getByLabel(w.email).fill(email)
  await page.getByRole('button', { name: w.submit }).click()
  await page.getByRole('button', { name: w.yes, exact: true }).click()
}

test('the manifest has an event that asks for a code', () => {
  expect(coded.length).toBeGreaterThan(0)
})

for (const event of coded) {
  const w = words[event.interfaceLanguage]
  const code = event.claimCode!

  test.describe(pathOf(event), () => {
    // It sets the clock into the window first (insideWindow): it shares a tab with the others that do (reused-tab.ts).
    test.use({ setsClock: true })

    // What four tests checked, as steps of one, each from a load of its own, on one clock and one
    // reference API (each step claims with an e-mail of its own). The tab keeps the code an
    // address brought, so the order matters: the page without a code first, while the tab keeps
    // none; the QR code's address next, while it still keeps none; then the wrong code, which
    // leaves the wrong one kept, so the reload after the right address can only be refilled with
    // what that address brought.
    test('a code typed by hand in lower case goes through, no code asked for at the field; the code of the QR code’s address fills the field, leaves the address bar, and the claim goes through; a wrong code is refused in the page’s language, keeping what was typed, nothing stored; the QR code’s code survives a reload, kept by the tab, and never comes back into the address', async ({ page, context }) => {
      const api = await insideWindow(page, event)

      await test.step('a code typed by hand in lower case goes through; no code is asked for at the field', async () => {
        await page.goto(pathOf(event))
        await expectHydrated(page)
        const field = page.getByLabel(w.claimCode)
        await expect(field).toHaveValue('')
        const email = uniqueEmail(event.slug)
        await page.getByLabel(w.name).fill('Ada Lovelace')
        await page.getByLabel(w.email).fill(email)
        await page.getByRole('button', { name: w.submit }).click()
        await expect(field).toBeFocused()
        await expect(field).toHaveAccessibleDescription(startingWith(w.required))
        await field.fill(code.toLowerCase())
        await page.getByRole('button', { name: w.submit }).click()
        await page.getByRole('button', { name: w.yes, exact: true }).click()
        await expect(page.getByRole('dialog', { name: w.success(event.title[event.interfaceLanguage]) })).toBeVisible()
        expect(storedBy(api, email)).toEqual([{ company: event.company }])
      })

      await test.step('the code of the QR code’s address fills the field, leaves the address bar, and the claim goes through', async () => {
        await page.goto(`${pathOf(event)}?code=${code}`)
        await expectHydrated(page)
        await expect(page.getByLabel(w.claimCode)).toHaveValue(code)
        // A link copied or shared from the page does not carry the code on.
        expect(new URL(page.url()).search).toBe('')
        expect(await page.locator('meta[property="og:url"]').getAttribute('content')).not.toContain(code)
        const email = uniqueEmail(event.slug)
        const request = page.waitForRequest((r) => r.url().endsWith(`/api/v1/${event.endpoint}`) && r.method() === 'POST')
        await issue(page, w, email)
        expect((await request).postDataJSON()).toMatchObject({ email, company: event.company, claimCode: code })
        await expect(page.getByRole('dialog', { name: w.success(event.title[event.interfaceLanguage]) })).toBeVisible()
        expect(storedBy(api, email)).toEqual([{ company: event.company }])
      })

      await test.step('a wrong code is refused in the page’s language, keeping what was typed; nothing is stored', async () => {
        await page.goto(`${pathOf(event)}?code=WRONG${code.length}X`)
        await expectHydrated(page)
        const email = uniqueEmail(event.slug)
        await issue(page, w, email)
        const alert = page.getByRole('alertdialog')
        await expect(alert).toContainText(w.claimCodeRefused)
        await alert.getByRole('button').click()
        await expect(page.getByLabel(w.claimCode)).toHaveValue(`WRONG${code.length}X`)
        await expect(page.getByLabel(w.email)).toHaveValue(email)
        expect(storedBy(api, email)).toEqual([])
        expect(storedIssuance(email)).toEqual([])
      })

      await test.step('the QR code’s code survives a reload, kept by the tab, and never comes back into the address', async () => {
        await page.goto(`${pathOf(event)}?code=${code}`)
        await expectHydrated(page)
        await expect(page.getByLabel(w.claimCode)).toHaveValue(code)
        await page.reload()
        await expectHydrated(page)
        await expect(page.getByLabel(w.claimCode)).toHaveValue(code)
        expect(new URL(page.url()).search).toBe('')
        // The tab's own: a new tab opened on the page's plain address asks for it.
        const other = await context.newPage()
        await other.goto(pathOf(event))
        await expectHydrated(other)
        await expect(other.getByLabel(w.claimCode)).toHaveValue('')
      })
    })
  })
}

// What two tests checked, as steps of one: the pages that ask for no code first, which keep
// nothing in the tab (only a page with a code field keeps one), then the refusal on a load of its own.
test('no claim-code field on the pages that ask for none, even with a code in the address; the other language’s refusal: a 403 on a Korean page is worded in Korean', async ({ page }) => {
  await test.step('no claim-code field on the pages that ask for none, even with a code in the address', async () => {
    const open = eventsByShape.filter((event) => event.claimCode === undefined && !event.claims)
    const pages = [...open.map((event) => ({ path: `/${event.interfaceLanguage === 'ko' ? 'kor' : 'eng'}/${event.slug}`, w: words[event.interfaceLanguage] })), { path: '/eng/service/issuing-sample-v3', w: words.en }]
    for (const { path: url, w } of pages) {
      await page.goto(`${url}?code=HALL7QK2`)
      await expectHydrated(page)
      await expect(page.getByLabel(w.name), url).toBeVisible()
      await expect(page.getByLabel(w.claimCode), url).toHaveCount(0)
    }
  })

  await test.step('the other language’s refusal: a 403 on a Korean page is worded in Korean', async () => {
    const korean = eventsByShape.find((event) => event.interfaceLanguage === 'ko' && !event.claims)!
    await page.route(`**/api/v1/${korean.endpoint}`, (r) => r.fulfill({ status: 403, json: { resultCode: 403, message: 'Test API refuses this claim code (claimCode)', field: 'claimCode' } }))
    await page.goto(`/kor/${korean.slug}`)
    await expectHydrated(page)
    await issue(page, words.ko, uniqueEmail(korean.slug))
    await expect(page.getByRole('alertdialog', { name: interfaceWords.kor.alert.title })).toContainText(words.ko.claimCodeRefused)
  })
})

test('no built file holds a claim code: not a page, a script, a poster or a slide that is served', () => {
  const root = path.resolve(import.meta.dirname, '../..')
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
  // The SSR bundle (dist-ssr/) is gone once the prerender has run; dist/ is everything served.
  const built = files(path.join(root, 'dist'))
  expect(built.length).toBeGreaterThan(100)
  // Every entry with a code, not a shape's: one file read per built file, however many there are.
  for (const event of events.filter((e) => e.claimCode !== undefined)) {
    const holding = built.filter((file) => {
      const bytes = readFileSync(file)
      return bytes.includes(event.claimCode!) || bytes.includes(event.claimCode!.toLowerCase())
    })
    expect(holding, event.slug).toEqual([])
    // A PDF's text is compressed, so the byte search above could miss a poster: none is served.
    const posters = [`${event.slug}.pdf`, `${event.slug}-slide.png`]
    expect(built.filter((file) => posters.includes(path.basename(file))), event.slug).toEqual([])
  }
})
