// The worker's reused tab (reused-tab.ts): what one test leaves in it, the next does not meet.
// Each pair runs in order in one worker, so the second test gets the tab the first used.
import type { Page } from '@playwright/test'
import { expect, expectHydrated, test } from './fixtures'

const page = '/kor/privacy'
/** A list the API lets browsers keep for a while (Cache-Control: max-age), read by the page's own fetch. */
const cachedList = '/api/v1/MediaNews'

/** Bytes the last fetch of `url` took from the network: 0 when the HTTP cache answered it. */
const transferred = (tab: Page, url: string) =>
  tab.evaluate(async (address) => {
    performance.clearResourceTimings()
    await (await fetch(address)).text()
    return (performance.getEntriesByName(new URL(address, location.href).href).at(-1) as PerformanceResourceTiming).transferSize
  }, url)

test.describe('what a test leaves in the tab', () => {
  test.describe.configure({ mode: 'serial' })
  const heard: string[] = []

  test('leaves storage, a cookie, a route, an init script, a listener, a viewport and a cached answer', async ({ page: tab, context }) => {
    await tab.goto(page)
    await expectHydrated(tab)
    await tab.evaluate(() => {
      localStorage.setItem('left', '1')
      sessionStorage.setItem('left', '1')
      indexedDB.open('left')
    })
    await context.addCookies([{ name: 'left', value: '1', url: tab.url() }])
    // Asked once: the next fetch here is the cache's. (Before the route: a route turns the cache off.)
    expect(await transferred(tab, cachedList)).toBeGreaterThan(0)
    expect(await transferred(tab, cachedList)).toBe(0)
    await tab.route('**/robots.txt', (route) => route.fulfill({ body: 'routed' }))
    await tab.addInitScript(() => ((window as unknown as { left: number }).left = 1))
    tab.on('console', (message) => heard.push(message.text()))
    await tab.setViewportSize({ width: 400, height: 300 })
  })

  test('the next test meets none of it', async ({ page: tab, context }) => {
    await tab.goto(page)
    await expectHydrated(tab)
    expect(await tab.evaluate(() => [localStorage.getItem('left'), sessionStorage.getItem('left')])).toEqual([null, null])
    expect(await tab.evaluate(async () => (await indexedDB.databases()).map((d) => d.name))).toEqual([])
    expect((await context.cookies()).map((c) => c.name)).not.toContain('left')
    expect(await tab.evaluate(async () => (await fetch('/robots.txt')).text())).not.toBe('routed')
    expect(await tab.evaluate(() => (window as unknown as { left?: number }).left)).toBeUndefined()
    const before = heard.length
    await tab.evaluate(() => console.log('after'))
    expect(heard).toHaveLength(before)
    expect(tab.viewportSize()).toEqual({ width: 1280, height: 720 })
    expect(await transferred(tab, cachedList), 'the API list asked again, not read from the cache').toBeGreaterThan(0)
  })
})

test.describe('a clock set in the tab', () => {
  test.describe.configure({ mode: 'serial' })

  test('is set to 2001', async ({ page: tab }) => {
    await tab.clock.install({ time: new Date('2001-01-01T00:00:00Z') })
    await tab.goto(page)
    expect(await tab.evaluate(() => new Date().getFullYear())).toBe(2001)
  })

  test('is not the next test\'s', async ({ page: tab }) => {
    await tab.goto(page)
    expect(await tab.evaluate(() => new Date().getFullYear())).toBe(new Date().getFullYear())
  })
})

test.describe('a tab for tests at other widths', () => {
  test.describe.configure({ mode: 'serial' })
  let narrow: Page | undefined

  test.describe('a phone', () => {
    test.use({ viewport: { width: 360, height: 640 } })
    test('has its width', async ({ page: tab }) => {
      narrow = tab
      await tab.goto(page)
      expect(await tab.evaluate(() => [innerWidth, innerHeight])).toEqual([360, 640])
    })
  })

  test('is the same tab at the next test\'s width', async ({ page: tab }) => {
    expect(tab, 'the same tab: the viewport is set by the reset, not by a new context').toBe(narrow)
    await tab.goto(page)
    expect(await tab.evaluate(() => [innerWidth, innerHeight])).toEqual([1280, 720])
  })
})

test.describe('a clock each test sets (setsClock)', () => {
  test.describe.configure({ mode: 'serial' })
  test.use({ setsClock: true })
  let first: Page | undefined
  /** How far the page's clock moved while this process waited 300 ms: none when it is fixed. */
  const moved = async (tab: Page) => {
    const before = await tab.evaluate(() => Date.now())
    await new Promise((resolve) => setTimeout(resolve, 300))
    return (await tab.evaluate(() => Date.now())) - before
  }

  test('is set to 2001 and fixed there', async ({ page: tab }) => {
    first = tab
    await tab.clock.install({ time: new Date('2001-01-01T00:00:00Z') })
    await tab.goto(page)
    expect(await tab.evaluate(() => new Date().getFullYear())).toBe(2001)
    await tab.clock.setFixedTime(new Date('2001-06-01T00:00:00Z'))
    expect(await moved(tab)).toBe(0)
  })

  test('the next such test gets the same tab, at the real time, running', async ({ page: tab }) => {
    expect(tab, 'the same tab: no new context for a test that sets the clock').toBe(first)
    await tab.goto(page)
    expect(Math.abs((await tab.evaluate(() => Date.now())) - Date.now())).toBeLessThan(60_000)
    expect(await moved(tab)).toBeGreaterThanOrEqual(250)
  })

  test('and sets it anew: its own time, running, timers firing; running it on spends the tab', async ({ page: tab }) => {
    expect(tab).toBe(first)
    await tab.clock.install({ time: new Date('2010-01-01T00:00:00Z') })
    await tab.goto(page)
    expect(await tab.evaluate(() => new Date().getFullYear())).toBe(2010)
    expect(await tab.evaluate(() => new Promise((resolve) => setTimeout(() => resolve('fired'), 10)))).toBe('fired')
    expect(await moved(tab)).toBeGreaterThanOrEqual(250)
    await tab.clock.runFor(1_000)
  })

  test('after a clock run on, the next test gets a new tab, at the real time', async ({ page: tab }) => {
    expect(tab).not.toBe(first)
    await tab.goto(page)
    expect(Math.abs((await tab.evaluate(() => Date.now())) - Date.now())).toBeLessThan(60_000)
  })
})

/** Bytes the page's load took from the network for its first script: 0 when the HTTP cache held it. */
const firstScriptTransferred = (tab: Page) =>
  tab.evaluate(() => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))?.transferSize)

test.describe("the site's files", () => {
  test.describe.configure({ mode: 'serial' })

  test('are loaded by a test', async ({ page: tab }) => {
    await tab.goto(page)
    await expectHydrated(tab)
  })

  test('stay in the cache for the next test', async ({ page: tab }) => {
    await tab.goto(page)
    await expectHydrated(tab)
    expect(await firstScriptTransferred(tab)).toBe(0)
  })

  test.describe(() => {
    test.use({ firstVisit: true })

    test('are not in the cache for a test of a first visit', async ({ page: tab }) => {
      await tab.goto(page)
      await expectHydrated(tab)
      expect(await firstScriptTransferred(tab)).toBeGreaterThan(0)
    })
  })
})
