import type { Page } from '@playwright/test'
import { asSet, eventsByShape } from './site'
import { wallClockAt } from '../../manifest/zoned-time'
import { builtWindow, eventPath } from './built-window'
import { expect, expectHydrated, test } from './fixtures'
import { closeOwnApis, ownApiAt } from './own-api'
import { uniqueEmail } from './stored-rows'
import { fill, interfaceWords, issuanceWords, segmentOf } from './words'

/**
 * The event page follows the clock: an open page turns from "not yet" to the form to "closed" by
 * itself, and checks again when the tab is shown again; a claim the API refuses as outside the
 * window (its clock and the visitor's disagree) turns the box to the notice of that side and says
 * so, dated, in the page's language; an event that asks for a claim code says the code is needed.
 * The events are the manifest's that `eventsByShape` picks (a trait is tested once, not per
 * entry), each at the window its built page carries (an example's moves with the build's day);
 * the words are read from the dictionaries the page takes them from.
 */
function wordsOf(language: 'ko' | 'en') {
  const segment = segmentOf[language]
  const site = interfaceWords[segment]
  const form = issuanceWords[segment]
  const { claims } = site.event
  return {
    name: form.name,
    email: form.email,
    issue: form.submit,
    yes: form.yes,
    alert: site.alert.title,
    notYet: claims.notYet,
    closed: claims.closed,
    until: (closes: string) => fill(claims.until, { closes }),
    // The API's refusal outside the window, worded by the form in the page's language.
    refusedBefore: (opens: string) => fill(form.claimsOpenOn, { opens }),
    refusedAfter: (closes: string) => fill(form.claimsClosedOn, { closes }),
    comeBack: claims.comeBack,
    comeBackWithCode: form.comeBackWithCode,
  }
}
const words = { ko: wordsOf('ko'), en: wordsOf('en') }

const minute = 60_000
/** The window each built page carries, with both ends (an example's: read on the build's day). */
const windowed = eventsByShape.flatMap((event) => {
  if (!event.claims) return []
  const { opens, closes, opensText, closesText } = builtWindow(event)
  return opens !== undefined && closes !== undefined ? [{ event, window: { opens, closes, opensText: opensText!, closesText: closesText! } }] : []
})
const onePerLanguage = (['ko', 'en'] as const).flatMap((language) => windowed.filter(({ event }) => event.interfaceLanguage === language).slice(0, 1))
type Windowed = (typeof windowed)[number]

/**
 * The reference API's windows for an event's company: the page's own, as fixed ends, so the
 * server's clock decides as the page's does (the manifest's example window moves with the day a
 * claim arrives, and no clock of the server would refuse one).
 */
const asTheServersWindow = ({ event, window }: Windowed) => {
  const end = (instant: number) => ({ wallClock: wallClockAt(instant, event.timeZone), timeZone: event.timeZone, instant })
  return { [event.company]: { opens: end(window.opens), closes: end(window.closes) } }
}

const box = (page: Page) => page.locator('[data-claims]')
// With joiners allowed: each claim time ends in one, so the particle after it keeps its line (manifest/site.ts).
const shown = (page: Page, line: string) => page.getByText(asSet(line, true)).filter({ visible: true })

test.afterEach(closeOwnApis)

test('the manifest has a windowed event in each interface language', () => {
  expect(onePerLanguage.map(({ event }) => event.interfaceLanguage)).toEqual(['ko', 'en'])
})

for (const shape of onePerLanguage) {
  const { event, window } = shape
  const w = words[event.interfaceLanguage]
  const url = eventPath(event)
  const address = event.claimCode ? `${url}?code=${event.claimCode}` : url

  test.describe(url, () => {
    // It sets the clock first: it shares a tab with the others that do (reused-tab.ts).
    test.use({ setsClock: true })

    const skews = [
      { what: 'closed on the server, still open on a slow clock', page: window.closes - 2 * minute, server: window.closes + minute, state: 'after', notice: w.closed, refusal: w.refusedAfter(window.closesText) },
      { what: 'not yet open on the server, open on a fast clock', page: window.opens + 2 * minute, server: window.opens - minute, state: 'before', notice: w.notYet, refusal: w.refusedBefore(window.opensText) },
    ] as const

    // What four tests checked, as steps of one, each loading the page after setting the clock, as
    // each test did. The clock is installed once in a context, so the later steps move it; the
    // step that runs the clock on comes last, since every later load would replay its run
    // (reused-tab.ts). What a step leaves in the tab reaches no later check: the claim code its
    // address brought is the one the next address brings, and the route to its reference API
    // gives way to the next step's own (the newest route answers), or meets no claim.
    test(`a tab shown again after the closing, whose timer has not run, closes at once; a 409 (${skews.map((skew) => skew.what).join('; ')}) turns the box to that notice and says so, dated, in the page’s language; an open page turns open at the opening minute and closed at the closing one, without a reload`, async ({ page }) => {
      await page.clock.install({ time: window.closes - 10 * minute })
      await test.step('a tab shown again after the closing, whose timer has not run, closes at once', async () => {
        await page.goto(url)
        await expectHydrated(page)
        await expect(page.getByLabel(w.name)).toBeVisible()
        // The clock moves on without the page's timers (a hidden tab, a laptop asleep) ...
        await page.clock.setSystemTime(window.closes + minute)
        await expect(box(page)).toHaveAttribute('data-claims', 'open')
        // ... and the tab comes back.
        await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
        await expect(shown(page, w.closed)).toBeVisible()
        await expect(page.getByLabel(w.name)).toBeHidden()
      })

      for (const skew of skews) {
        await test.step(`a 409 (${skew.what}) turns the box to that notice and says so, dated, in the page’s language`, async () => {
          await page.clock.setSystemTime(skew.page)
          // The newest route takes the page's API calls: this step's API.
          const api = await ownApiAt(page, skew.server, { claimWindows: asTheServersWindow(shape) })
          await page.goto(address)
          await expectHydrated(page)
          const email = uniqueEmail(event.slug)
          await page.getByLabel(w.name).fill('Ada Lovelace')
          await page.getByLabel(w.email).fill(email)
          await page.getByRole('button', { name: w.issue }).click()
          const answer = page.waitForResponse((r) => r.url().endsWith(`/api/v1/${event.endpoint}`))
          await page.getByRole('button', { name: w.yes, exact: true }).click()
          expect((await answer).status()).toBe(409)
          const alert = page.getByRole('alertdialog', { name: w.alert })
          await expect(alert).toContainText(asSet(skew.refusal))
          await alert.getByRole('button').click()
          await expect(box(page)).toHaveAttribute('data-claims', skew.state)
          await expect(shown(page, skew.notice)).toBeVisible()
          // The button that had focus is hidden with the form: the notice in its place takes it.
          await expect(shown(page, skew.notice)).toBeFocused()
          await expect(page.getByLabel(w.name)).toBeHidden()
          expect(api.count('issuance_requests')).toBe(0)
        })
      }

      await test.step('an open page turns open at the opening minute and closed at the closing one, without a reload', async () => {
        await page.clock.setSystemTime(window.opens - 30_000)
        await page.goto(url)
        await expectHydrated(page)
        await expect(shown(page, w.notYet)).toBeVisible()
        await expect(page.getByLabel(w.name)).toBeHidden()
        await page.clock.runFor(31_000)
        await expect(page.getByLabel(w.name)).toBeVisible()
        await expect(shown(page, w.until(window.closesText))).toBeVisible()
        await expect(shown(page, w.notYet)).toHaveCount(0)
        // Days later, in one jump: the one timer set for the closing fires.
        await page.clock.fastForward(window.closes - (window.opens + 1_000))
        await expect(shown(page, w.closed)).toBeVisible()
        await expect(page.getByLabel(w.name)).toBeHidden()
        await expect(box(page)).toHaveAttribute('data-claims', 'after')
      })
    })
  })
}

test('before the window, an event that asks for a claim code says the code is needed, the others name and e-mail', async ({ page }) => {
  await page.clock.install()
  for (const { event, window } of windowed) {
    const w = words[event.interfaceLanguage]
    await page.clock.setSystemTime(window.opens - minute)
    await page.goto(eventPath(event))
    await expectHydrated(page)
    await expect(shown(page, w.notYet), event.slug).toBeVisible()
    await expect(shown(page, event.claimCode ? w.comeBackWithCode : w.comeBack), event.slug).toBeVisible()
    await expect(shown(page, event.claimCode ? w.comeBack : w.comeBackWithCode), event.slug).toHaveCount(0)
  }
  // The manifest has both kinds, or this test would prove one wording only.
  expect(new Set(windowed.map(({ event }) => event.claimCode !== undefined))).toEqual(new Set([true, false]))
})
