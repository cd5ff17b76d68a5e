import type { APIRequestContext, Page } from '@playwright/test'
import { expect, expectHydrated, test } from './fixtures'
import { galleryAnswer, galleryCards as cards } from './gallery-cards'
import { interfaceWords } from './words'

// The gallery and the press list are in the prerendered HTML with the answers
// the API held at build time (the reference API's seed data, which the server these tests run
// against also serves), and the browser asks again after hydration. A different answer replaces
// the built one; an equal one leaves the page as it is: no loading state, no node replaced, no
// layout shift.

type PressItem = { id: number; publisher: string; title: string; linkUrl: string; publishedDate: string; display: boolean }

const galleryPath = { kor: '/kor/openbadge/badge-list', eng: '/eng/openbadge/badge-list' } as const
const pressPath = { kor: '/kor/company/press', eng: '/eng/company/press' } as const
// The interface's words, from its dictionaries; the line's shape, written out here.
const pressListName = { kor: interfaceWords.kor.press.list, eng: interfaceWords.eng.press.list } as const
const loading = { kor: interfaceWords.kor.lists.loading, eng: interfaceWords.eng.lists.loading } as const
const readAtLine = { kor: /^목록 기준 시각: \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, eng: /^List as of \d{4}-\d{2}-\d{2}, \d{2}:\d{2} Korea time$/ } as const

const rows = (page: Page, segment: 'kor' | 'eng') => page.getByRole('list', { name: pressListName[segment] }).getByRole('listitem')

/** What the API answers now: the same seed the build read. */
const pressFirstPage = async (request: APIRequestContext) =>
  ((await (await request.get('/api/v1/MediaNews')).json()) as { data: PressItem[] }).data
    .filter((item) => item.display)
    .sort((a, b) => b.publishedDate.localeCompare(a.publishedDate))
    .slice(0, 20)

for (const segment of ['kor', 'eng'] as const) {
  test.describe(`without JavaScript (${segment})`, () => {
    test.use({ javaScriptEnabled: false })

    test('the gallery shows the 52 badges of its first view, with their titles, and when the list was read; the first thumbnails are in the HTML with their size, the very first asked for first, the rest lazily', async ({ page, request }) => {
      await test.step('the gallery shows the 52 badges of its first view, with their titles, and when the list was read', async () => {
        const badges = await galleryAnswer(request, segment)
        expect(badges).toHaveLength(52)
        await page.goto(galleryPath[segment])
        await expect(cards(page)).toHaveCount(52)
        await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(badges.map((b) => b.badgeTitle))
        await expect(page.getByRole('tabpanel').getByRole('img', { name: badges[0]!.badgeTitle })).toBeVisible()
        await expect(page.getByText(loading[segment])).toHaveCount(0)
        await expect(page.getByRole('tabpanel').locator('time')).toHaveText(readAtLine[segment])
      })

      // The document the step before loaded: it only read it, and without scripts it stays as served.
      await test.step('the first thumbnails are in the HTML with their size, the very first asked for first, the rest lazily', async () => {
        const images = page.getByRole('tabpanel').getByRole('img')
        for (const index of [0, 1]) {
          await expect(images.nth(index)).toHaveAttribute('width', '240')
          await expect(images.nth(index)).toHaveAttribute('height', '240')
          await expect(images.nth(index)).toHaveAttribute('fetchpriority', 'high')
        }
        await expect(images.nth(2)).not.toHaveAttribute('fetchpriority', 'high')
        await expect(images.nth(51)).toHaveAttribute('loading', 'lazy')
      })
    })

    test('the press page shows the twenty newest rows and when the list was read', async ({ page, request }) => {
      const items = await pressFirstPage(request)
      await page.goto(pressPath[segment])
      await expect(rows(page, segment)).toHaveCount(20)
      for (const [index, item] of items.entries()) {
        await expect(rows(page, segment).nth(index)).toContainText(item.title)
        await expect(rows(page, segment).nth(index).locator('time')).toHaveText(item.publishedDate.slice(0, 10))
      }
      await expect(page.getByRole('main').locator('p > time')).toHaveText(readAtLine[segment])
    })
  })
}

/** What watch() keeps on the page's window, and afterFreshAnswer() reads back. */
type Watched = { __shifts: number; __shifted: string[]; __changes: string[]; __firstItem?: Element | null; __takeShifts: () => void }

/**
 * Records, from before the page's scripts run, layout shifts and every change inside `selector`;
 * keeps its first list item. Returns the script, for a later load that is not watched to take it off.
 */
async function watch(page: Page, selector: string) {
  return page.addInitScript((selector) => {
    const w = window as unknown as Watched
    w.__shifts = 0
    w.__shifted = []
    w.__changes = []
    // What moved, for the failure message: the element, and when.
    const describe = (node: Node | null) =>
      node instanceof Element ? `${node.nodeName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ')[0]}` : ''} "${(node.textContent ?? '').trim().slice(0, 30)}"` : String(node?.nodeName)
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node: Node | null }[] }
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as Shift[]) {
        if (entry.hadRecentInput) continue
        w.__shifts += entry.value
        w.__shifted.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${(entry.sources ?? []).map((s) => describe(s.node)).join(', ')}`)
      }
    }
    const shifts = new PerformanceObserver((list) => add(list.getEntries()))
    shifts.observe({ type: 'layout-shift', buffered: true })
    w.__takeShifts = () => add(shifts.takeRecords())
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return
      const section = document.querySelector(selector)
      w.__firstItem = section?.querySelector('li')
      if (!section) return w.__changes.push(`no ${selector}`)
      new MutationObserver((records) => records.forEach((r) => w.__changes.push(`${r.type} in ${(r.target as Element).nodeName ?? r.target.nodeType}`))).observe(section, {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
      })
    })
  }, selector)
}

/**
 * Layout shift that no one sees: CLS 0.00 as Lighthouse reports it. A face that changes under the
 * text (the brand face was swapped in until stop 38: 0.00004 measured on the gallery) moves it by
 * a fraction of a pixel; a list drawn again, or a loading state shown, moves it hundreds of times more. The nodes
 * themselves are held to no change at all.
 */
const noVisibleShift = 0.005

/**
 * After the page has hydrated and its fresh answer (of `operationId`) has come and been compared:
 * what changed. The page marks the read settled once a different answer is shown or an equal one
 * kept (src/lib/page-marks.ts); two frames later any shift that showing caused has been measured.
 */
async function afterFreshAnswer(page: Page, answered: Promise<unknown>, operationId: string, selector: string) {
  await expectHydrated(page)
  await answered
  await page.locator(`html[data-reads-settled~="${operationId}"]`).waitFor({ state: 'attached' })
  return page.evaluate(
    (selector) =>
      new Promise<{ shifts: number; shifted: string[]; changes: string[]; sameFirstItem: boolean }>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const w = window as unknown as Watched
            w.__takeShifts()
            const first = document.querySelector(selector)?.querySelector('li')
            resolve({ shifts: w.__shifts, shifted: w.__shifted, changes: w.__changes, sameFirstItem: !!first && first === w.__firstItem })
          }),
        ),
      ),
    selector,
  )
}

for (const segment of ['kor', 'eng'] as const) {
  test.describe(`with JavaScript (${segment})`, () => {
    // Each answer on a load of its own. The equal answer comes first, on the tab as the test got
    // it (no route in place, which would turn the cache off); its watching script is taken off
    // before the next load.
    test('an equal answer leaves the gallery as the HTML showed it: same nodes, no loading state, nothing moves; a different answer replaces the built gallery after hydration', async ({ page }) => {
      await test.step('an equal answer leaves the gallery as the HTML showed it: same nodes, no loading state, nothing moves', async () => {
        const watching = await watch(page, '#gallery-panel')
        const answered = page.waitForResponse((r) => r.url().includes('/api/v1/BadgeGallery?category=all'))
        const html = page.waitForResponse((r) => r.url().endsWith(galleryPath[segment]))
        await page.goto(galleryPath[segment])
        const builtTime = (await (await html).text()).match(/<time dateTime="([^"]+)">/)?.[1]
        const seen = await afterFreshAnswer(page, answered, 'listBadgeGallery', '#gallery-panel')
        expect(seen).toEqual({ shifts: expect.any(Number), shifted: expect.any(Array), changes: [], sameFirstItem: true })
        expect(seen.shifts, seen.shifted.join('; ')).toBeLessThan(noVisibleShift)
        await expect(cards(page)).toHaveCount(52)
        await expect(page.getByRole('tabpanel').locator('time')).toHaveAttribute('datetime', builtTime!)
        await watching.dispose()
      })

      await test.step('a different answer replaces the built gallery after hydration', async () => {
        const fresh = [1, 2, 3].map((id) => ({
          id: 900 + id,
          category: 'corp',
          badgeTitle: `Fresh badge ${id}`,
          issuerName: 'Fresh issuer',
          badgeLinkUrl: `https://badges.example/fresh-${id}`,
          issuerLinkUrl: 'https://issuers.example/fresh',
          badgeImagePath: '/badges/corp-01.svg',
        }))
        await page.route('**/api/v1/BadgeGallery*', (route) => route.fulfill({ json: { data: fresh } }))
        await page.goto(galleryPath[segment])
        await expectHydrated(page)
        await expect(cards(page)).toHaveCount(3)
        await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(fresh.map((b) => b.badgeTitle))
        await expect(page.getByRole('tabpanel').locator('time')).toHaveText(readAtLine[segment])
      })
    })

    test('an equal answer leaves the press list as the HTML showed it; a different answer replaces the built press list after hydration', async ({ page }) => {
      await test.step('an equal answer leaves the press list as the HTML showed it', async () => {
        const list = `ul[aria-label="${pressListName[segment]}"]`
        const watching = await watch(page, `main div:has(> ${list})`)
        const answered = page.waitForResponse((r) => r.url().endsWith('/api/v1/MediaNews'))
        await page.goto(pressPath[segment])
        const seen = await afterFreshAnswer(page, answered, 'listMediaNews', `main div:has(> ${list})`)
        expect(seen).toEqual({ shifts: expect.any(Number), shifted: expect.any(Array), changes: [], sameFirstItem: true })
        expect(seen.shifts, seen.shifted.join('; ')).toBeLessThan(noVisibleShift)
        await expect(rows(page, segment)).toHaveCount(20)
        await watching.dispose()
      })

      await test.step('a different answer replaces the built press list after hydration', async () => {
        const fresh = [1, 2].map((id) => ({
          id: 900 + id,
          publisher: `Fresh publisher ${id}`,
          title: `Fresh article ${id}`,
          linkUrl: `https://news.example/fresh-${id}`,
          publishedDate: `2030-01-0${id}T00:00:00Z`,
          display: true,
        }))
        await page.route('**/api/v1/MediaNews', (route) => route.fulfill({ json: { data: fresh } }))
        await page.goto(pressPath[segment])
        await expectHydrated(page)
        await expect(rows(page, segment)).toHaveCount(2)
        await expect(rows(page, segment).first()).toContainText('Fresh article 2')
      })
    })
  })
}
