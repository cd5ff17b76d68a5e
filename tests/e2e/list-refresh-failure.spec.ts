import type { Page, Route } from '@playwright/test'
import type { SectionCapabilities } from '../../manifest/schema/section-type'
import { notFound as notFoundPage } from '../../manifest/pages/not-found'
import { sectionTypes } from '../../manifest/sections/index'
import { loadSite } from '../../manifest/site'
import { apiBasePath } from '../../src/generated/api-base.gen'
import { apiOperations, type ApiOperationId } from '../../src/generated/operations/index.gen'
import { expect, expectHydrated, test } from './fixtures'
import { pairwise } from './pairwise'
import { fill, interfaceWords, languageOf, sectionOf, type Segment } from './words'

// A list page is built with its list and asks the API again once it has hydrated (docs/lists.md,
// "Read at build time"). What a failed refresh does depends on what the failure says:
// - the network or the server failing (no answer, a 5xx) says nothing about the list: it stays,
//   with one quiet line under its time and no dialog
//   (docs/decisions/failed-refresh-keeps-the-list.md);
// - the API's own "not found" is docs/rules/api.md §8's row "Client: response body resultCode 404,
//   or HTTP 404 | Go to the not-found page", for a refresh as for any call;
// - a refusal (another 4xx) is failed and told, as any read's.
// The list pages are read from the manifest (a page with a section that `loads` API data), so a
// new one is tested as it is added. The spec's alert for a list with nothing to show:
// gallery.spec.ts and press.spec.ts.

/** The server's sentence of the refusal below, which the alert repeats. */
const refusal = '잘못된 요청입니다'

/**
 * What a visitor reads, in each language: the lists' and the alerts' words from the interface
 * dictionaries, the not-found page's from its entry; the Korean refusal is docs/rules/api.md §8's,
 * to the letter.
 */
const words = (segment: Segment) => {
  const { lists, alert } = interfaceWords[segment]
  const lang = languageOf[segment]
  const [home] = sectionOf(notFoundPage, 'actions').items
  if (!home) throw new Error('the not-found page: no home button')
  return {
    notRefreshed: lists.notRefreshed,
    notFound: notFoundPage.title[lang],
    home: home.label[lang],
    refused: segment === 'kor' ? `오류 발생: ${refusal}. 다시 시도해 주세요.` : fill(alert.failedWithMessage, { message: refusal }),
    listFailed: lists.failed,
    retry: lists.retry,
    htmlLang: lang,
  }
}

const loadsOf = (type: string) => (sectionTypes as Record<string, SectionCapabilities>)[type]?.loads as ApiOperationId | undefined

/** Every page with a section that loads API data, with the paths of the API it reads. */
const listPages = loadSite().routes.flatMap((route) => {
  const reads = route.sections.flatMap((s) => loadsOf(s.type) ?? [])
  return reads.length === 0 ? [] : [{ id: route.id, path: route.path, apiPaths: reads.map((id) => `${apiBasePath}${apiOperations[id].path}`) }]
})

test('the manifest has list pages to test: the gallery and the press list at least', () => {
  expect(listPages.map((p) => p.id)).toEqual(expect.arrayContaining(['BadgesGalleryPage', 'PressPage']))
})

type Answer = (route: Route) => Promise<void>

const passing: Record<string, Answer> = {
  'answered 503': (route) => route.fulfill({ status: 503, json: { resultCode: 503, message: 'down' } }),
  'answered 500': (route) => route.fulfill({ status: 500, json: { resultCode: 500, message: 'down' } }),
  'aborted by the network': (route) => route.abort('connectionreset'),
}
const notFound: Record<string, Answer> = {
  'answered HTTP 404': (route) => route.fulfill({ status: 404, json: { resultCode: 404, message: 'Not Found' } }),
  'answered 200 with resultCode 404': (route) => route.fulfill({ status: 200, json: { resultCode: 404, message: 'Not Found' } }),
}

/**
 * Opens a list page whose refreshes get `answer`, held until the built list has been read off the
 * hydrated page: returns that list's items' texts (every list item of the page's main content),
 * then lets the answer through.
 */
async function openWithRefresh(page: Page, url: string, apiPaths: readonly string[], answer: Answer) {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  let asked = 0
  await page.route(
    (address) => apiPaths.includes(address.pathname),
    async (route) => {
      asked += 1
      await held
      await answer(route)
    },
  )
  await page.goto(url)
  await expectHydrated(page)
  const items = page.getByRole('main').getByRole('listitem')
  const built = await items.allTextContents()
  release()
  return { items, built, asked: () => asked }
}

declare global {
  interface Window {
    /** The texts of the alerts (role `alert` or `alertdialog`) that appeared since the page began to load. */
    __alertsShown?: string[]
  }
}

/** Records every alert that appears on the page, however briefly, for the test to read after. */
async function recordAlerts(page: Page) {
  await page.addInitScript(() => {
    window.__alertsShown = []
    new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => {
          if (!(node instanceof Element)) return
          for (const alert of [node, ...node.querySelectorAll('*')].filter((e) => /^alert(dialog)?$/.test(e.getAttribute('role') ?? ''))) {
            window.__alertsShown?.push(alert.textContent ?? '')
          }
        })
      }
    }).observe(document, { childList: true, subtree: true })
  })
}

// Pairwise (pairwise.ts) over language, list and kind of failure: each list meets each kind in
// one language, the languages alternating along the kinds and starting from the other one on the
// next list. What the page does with a failure is one component's, the language only its words.
// (Every kind in both languages on every list was 24 tests, 35 of the suite's test-seconds.)
const kinds = [...Object.keys(passing), ...Object.keys(notFound), 'refused']

for (const [segmentIndex, segment] of (['kor', 'eng'] as const).entries()) {
  const w = words(segment)
  listPages.forEach((list, listIndex) => {
    const url = `/${segment}/${list.path}`
    const tested = (kind: string) => pairwise(segmentIndex, listIndex, kinds.indexOf(kind))

    for (const [kind, answer] of Object.entries(passing)) {
      if (!tested(kind)) continue
      test(`${url}: the built list stays when its refresh is ${kind}, with a quiet line and no alert`, async ({ page }) => {
        const { items, built, asked } = await openWithRefresh(page, url, list.apiPaths, answer)
        expect(built.length).toBeGreaterThan(0)
        await expect(page.getByText(w.notRefreshed, { exact: true })).toBeVisible()
        expect(asked()).toBeGreaterThan(0)
        await expect(items).toHaveText(built)
        await expect(page.getByRole('alertdialog')).toHaveCount(0)
        await expect(page.getByRole('alert')).toHaveCount(0)
        // Still the page asked for: a passing failure is not the page's not-found.
        expect(new URL(page.url()).pathname).toBe(url)
      })
    }

    for (const [kind, answer] of Object.entries(notFound)) {
      if (!tested(kind)) continue
      test(`${url}: a refresh ${kind} goes to the not-found page in the page's language`, async ({ page }) => {
        await recordAlerts(page)
        // Where the tab was before the list (the worker's reused tab: reused-tab.ts).
        const before = page.url()
        await openWithRefresh(page, url, list.apiPaths, answer)
        // The not-found page's own address in the page's language, replacing the list's: Back
        // leads to the page before, not to a list the API says is not there.
        await expect(page).toHaveURL(new RegExp(`/${segment}/404$`))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.notFound)
        await expect(page.locator('html')).toHaveAttribute('lang', w.htmlLang)
        await expect(page.getByRole('main').getByRole('link', { name: w.home })).toBeVisible()
        await expect(page.getByText(w.notRefreshed)).toHaveCount(0)
        await expect(page.getByRole('alertdialog')).toHaveCount(0)
        // Nor did the list say it failed on its way out: the page leaves as it was.
        expect(await page.evaluate(() => window.__alertsShown)).toEqual([])
        await page.goBack()
        expect(page.url()).toBe(before)
      })
    }

    if (tested('refused')) test(`${url}: a refresh the API refuses (400) is failed and told, with a way to try again`, async ({ page }) => {
      const refuse: Answer = (route) => route.fulfill({ status: 400, json: { resultCode: 400, message: refusal } })
      const { items } = await openWithRefresh(page, url, list.apiPaths, refuse)
      const dialog = page.getByRole('alertdialog')
      await expect(dialog).toContainText(w.refused)
      await dialog.getByRole('button').click()
      await expect(dialog).toBeHidden()
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(w.listFailed)
      await page.unrouteAll()
      await page.getByRole('main').getByRole('button', { name: w.retry }).click()
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0)
      await expect(items.first()).toBeVisible()
      expect(new URL(page.url()).pathname).toBe(url)
    })
  })
}
