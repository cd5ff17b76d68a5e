// The provider's API is not ours: its answers may have shapes the reference server never sends.
// docs/rules/issuance.md §4.1 step 4 and docs/rules/api.md §7 make any HTTP 200 an issued badge, whatever its body; the contact form
// keeps its own rule (`result: "Requested"`, docs/rules/api.md §7). And the contract's refusals are worded by
// the site in the page's language: issuance sends `lang: ko-KR` on every page (docs/rules/site.md §9), so the
// server's sentence is Korean even on an English page.
import type { Page, Route } from '@playwright/test'
import { contact as contactPage } from '../../manifest/pages/contact'
import { asSet, eventsByShape } from './site'
import { builtWindow } from './built-window'
import { expect, expectHydrated, test } from './fixtures'
import { fill, formWords, interfaceWords, issuanceWords, sectionOf, segmentOf } from './words'

/** A dictionary title as a pattern: its `{placeholders}` stand for any words (an event page's title names its badge). */
const titlePattern = (template: string) => template.split(/\{[^}]*\}/).map((part) => asSet(part).source).join('.+')

/** docs/rules/issuance.md §4.1's words, in each interface language, from the issuance and interface dictionaries. */
const words = Object.fromEntries(
  (['ko', 'en'] as const).map((lang) => {
    const w = issuanceWords[segmentOf[lang]]
    const success = new RegExp(`^(?:${[w.successTitle, w.successTitleNamed].map(titlePattern).join('|')})$`)
    return [lang, { name: w.name, email: w.email, issue: w.submit, confirm: w.confirmTitle, yes: w.yes, success, alert: interfaceWords[segmentOf[lang]].alert.title }]
  }),
) as Record<'ko' | 'en', { name: string; email: string; issue: string; confirm: string; yes: string; success: RegExp; alert: string }>

/** The sample page's wallets, as its radio buttons name them. */
const wallets = ['3.0', '2.0'].map((version) => fill(issuanceWords.eng.walletName, { version }))

/** 200 answers the reference server never gives, each a badge issued all the same. */
const shapes: Array<[what: string, answer: (route: Route) => Promise<void>]> = [
  ['{ result: "success", message: "Issued" }', (r) => r.fulfill({ status: 200, json: { result: 'success', message: 'Issued' } })],
  ['an empty body', (r) => r.fulfill({ status: 200, body: '' })],
  ['{}', (r) => r.fulfill({ status: 200, json: {} })],
  ['plain text', (r) => r.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' })],
]

async function issue(page: Page, w: (typeof words)['ko' | 'en'], email: string) {
  await page.getByLabel(w.name).fill('Visitor')
  await page.getByLabel(w.email).fill(email)
  await page.getByRole('button', { name: w.issue }).click()
  await expect(page.getByRole('alertdialog', { name: w.confirm })).toBeVisible()
  await page.getByRole('button', { name: w.yes, exact: true }).click()
}

async function expectIssued(page: Page, w: (typeof words)['ko' | 'en']) {
  await expect(page.getByRole('dialog', { name: w.success })).toBeVisible()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  await page.getByRole('dialog', { name: w.success }).getByRole('button').last().click()
  await expect(page.getByLabel(w.name)).toHaveValue('')
  await expect(page.getByLabel(w.email)).toHaveValue('')
}

test.describe('any HTTP 200 issues the badge: success dialog, empty fields (docs/rules/issuance.md §4.1)', () => {
  // Each shape in one wallet, the wallets alternating: each wallet (its endpoint) meets half the
  // shapes, each shape is met once here and again on the event pages below. Both wallets with
  // every shape were eight tests, a fifth of this file's time, over one reading of the answer.
  // One visitor issuing one badge after another, on one load of the page: the success empties
  // the fields, and the next is typed again.
  test('the sample page, each shape in turn, the wallets alternating', async ({ page }) => {
    await page.goto('/eng/service/issuing-sample-v3')
    await expectHydrated(page)
    for (const [index, [what, answer]] of shapes.entries()) {
      const wallet = wallets[index % wallets.length]!
      await test.step(`${wallet}, answered ${what}`, async () => {
        // Routed once the page has loaded: a route turns the browser's cache off (reused-tab.ts).
        await page.unrouteAll()
        await page.route('**/api/v1/OpenBadges*', answer)
        await page.getByRole('radio', { name: wallet }).check()
        await issue(page, words.en, 'sample@mail.example')
        await expectIssued(page, words.en)
      })
    }
  })

  // The event pages `eventsByShape` picks whose claims are open today (the manifest's; a new trait is tested as it is added).
  const open = eventsByShape.filter((event) => !event.claims)
  open.forEach((event, index) => {
    const [what, answer] = shapes[index % shapes.length]!
    test(`/kor/${event.slug} answered ${what}`, async ({ page }) => {
      await page.route(`**/api/v1/${event.endpoint}`, answer)
      await page.goto(`/kor/${event.slug}`)
      await expectHydrated(page)
      await issue(page, words[event.interfaceLanguage], `${event.slug}@mail.example`)
      await expectIssued(page, words[event.interfaceLanguage])
    })
  })

  test('a 200 inquiry without result "Requested" is still refused (docs/rules/api.md §7: the contact form keeps its rule)', async ({ page }) => {
    await page.route('**/api/v1/ContactUsByEmail', (r) => r.fulfill({ status: 200, json: { result: 'success', message: 'Issued' } }))
    const form = formWords.kor.contact
    const [inquiryType] = sectionOf(contactPage, 'contact-form').inquiryTypes
    if (!inquiryType) throw new Error('the contact form: no inquiry type')
    await page.goto('/kor/contact-us')
    await expectHydrated(page)
    await page.getByRole('radio', { name: inquiryType.label.ko }).check()
    await page.getByLabel(form.name).fill('샘플')
    await page.getByLabel(form.tel).fill('0200000000')
    await page.getByLabel(form.email).fill('a@mail.example')
    await page.getByLabel(form.content).fill('문의합니다')
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: form.submit }).click()
    await expect(page.getByRole('alertdialog', { name: words.ko.alert })).toContainText('오류 발생: Issued. 다시 시도해 주세요.')
    await page.keyboard.press('Enter')
    await expect(page.getByLabel(form.name)).toHaveValue('샘플')
  })
})

test.describe("the contract's refusals in the page's language, never the server's Korean on an English page", () => {
  const englishExample = eventsByShape.find((event) => event.example && event.interfaceLanguage === 'en' && event.claims)!
  // The window its built page carries: an example's moves with the build's day.
  const window = builtWindow(englishExample)

  async function openInsideWindow(page: Page) {
    // Inside the entry's claim window by the page's clock, so the form shows; the API refuses anyway.
    await page.clock.install({ time: window.opens! + 60 * 60 * 1000 })
    // Its claim code, if it asks for one, as the poster's QR code brings it.
    await page.goto(`/eng/${englishExample.slug}${englishExample.claimCode ? `?code=${englishExample.claimCode}` : ''}`)
    await expectHydrated(page)
  }

  test('a 409 (claim window) on an English event page: an English sentence, fields kept', async ({ page }) => {
    await page.route(`**/api/v1/${englishExample.endpoint}`, (r) =>
      r.fulfill({ status: 409, json: { resultCode: 409, message: '이 배지는 2026년 11월 3일 18:00(한국 시간)에 신청이 마감되었습니다' } }),
    )
    await openInsideWindow(page)
    await issue(page, words.en, 'ada@mail.example')
    const alert = page.getByRole('alertdialog', { name: words.en.alert })
    // An hour after the opening by the page's clock: the server's clock is behind, so the window's
    // sentence of that side, dated as the page writes it (tests/e2e/event-clock.spec.ts has both sides).
    await expect(alert).toContainText(asSet(fill(issuanceWords.eng.claimsOpenOn, { opens: window.opensText! })))
    await expect(alert).not.toContainText(/[가-힣]/)
  })

  test('a 429 on an English event page: an English sentence', async ({ page }) => {
    await page.route(`**/api/v1/${englishExample.endpoint}`, (r) =>
      r.fulfill({ status: 429, headers: { 'retry-after': '60' }, json: { resultCode: 429, message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요' } }),
    )
    await openInsideWindow(page)
    await issue(page, words.en, 'ada@mail.example')
    const alert = page.getByRole('alertdialog', { name: words.en.alert })
    await expect(alert).toContainText(interfaceWords.eng.alert.tooManyRequests)
    await expect(alert).not.toContainText(/[가-힣]/)
    await page.keyboard.press('Enter')
    await expect(page.getByLabel(words.en.email)).toHaveValue('ada@mail.example')
  })

  test('a 400 naming the e-mail: the field named with the form\'s own label, in English', async ({ page }) => {
    await page.route('**/api/v1/OpenBadgesV3', (r) => r.fulfill({ status: 400, json: { resultCode: 400, message: '유효한 이메일 주소를 입력해주세요 (email)', field: 'email' } }))
    await page.goto('/eng/service/issuing-sample-v3')
    await expectHydrated(page)
    await issue(page, words.en, 'ada@mail.example')
    await expect(page.getByRole('alertdialog', { name: words.en.alert })).toContainText(fill(interfaceWords.eng.alert.fieldRefused, { field: words.en.email }))
  })

  test('a refusal the contract does not name keeps docs/rules/api.md §8\'s "오류 발생: {server message}. 다시 시도해 주세요."', async ({ page }) => {
    await page.route('**/api/v1/OpenBadges', (r) => r.fulfill({ status: 410, json: { resultCode: 410, message: '발급이 중지된 배지입니다' } }))
    await page.goto('/kor/aeskr')
    await expectHydrated(page)
    await issue(page, words.ko, 'hong@mail.example')
    await expect(page.getByRole('alertdialog', { name: words.ko.alert })).toContainText('오류 발생: 발급이 중지된 배지입니다. 다시 시도해 주세요.')
  })
})
