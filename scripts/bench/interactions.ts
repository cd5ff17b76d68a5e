import type { Browser, Locator, Page } from '@playwright/test'
import { popups } from '../../manifest/popups'
import type { PageId } from '../../src/generated/site.gen'
import { popupHiddenCookie } from '../../src/lib/hide-for-today'
import { pagePath } from '../../src/lib/routing'

/**
 * The first interactions a visitor makes on the site's pages (issue 29, item 10), measured as
 * Chromium's Event Timing API reports them: from the input's timestamp to the next paint after
 * its handlers ran (the figure behind Interaction to Next Paint, in steps of 8 ms), with the CPU
 * slowed as in Lighthouse's mobile preset (calibrated to the machine: cpu-slowdown.ts). Each run
 * opens the page in a fresh context, waits until it has hydrated and gone quiet, then makes the
 * interaction once: the first time is the one that may still load code or render a list for the
 * first time.
 */
export interface InteractionScenario {
  /** What the visitor does, as the table names it. */
  name: string
  routeId: PageId
  /**
   * Desktop (the header's menus, pressed with a mouse already resting on them) or phone (the
   * drawer, and the lists and forms as most visit them, tapped on a touch screen: Chromium then
   * sends the pointer, touch and compatibility mouse events of a real tap).
   */
  viewport: 'desktop' | 'phone'
  /** What comes before the measured interaction and is not measured (typing the form's fields). */
  prepare?: (page: Page) => Promise<void>
  /**
   * What the visitor presses, or types into, found by the page's roles and names in Korean (the
   * pages are measured at /kor).
   */
  target: (page: Page) => Locator
  /** Typed into the target (focused beforehand) instead of pressing it: each keystroke is an interaction. */
  types?: string
  /** What shows the interaction took effect (then its paint has happened). */
  done: (page: Page) => Promise<void>
}

/** Where a scenario is measured: its page in Korean (the scenarios find elements by their Korean names). */
export const scenarioPath = (scenario: InteractionScenario): string => pagePath(scenario.routeId, 'kor')

const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 412, height: 823 } } as const

const submitButton = (page: Page) => page.locator('form[data-script-form] button[type="submit"]')

export const interactionScenarios: readonly InteractionScenario[] = [
  {
    name: 'header menu opens',
    routeId: 'HomePage',
    viewport: 'desktop',
    target: (page) => page.getByRole('navigation', { name: '주 메뉴' }).getByRole('button').first(),
    done: (page) => page.getByRole('navigation', { name: '주 메뉴' }).getByRole('button', { expanded: true }).waitFor(),
  },
  {
    name: 'drawer opens',
    routeId: 'HomePage',
    viewport: 'phone',
    target: (page) => page.getByRole('button', { name: '메뉴 열기' }),
    done: (page) => page.getByRole('dialog', { name: '주 메뉴' }).waitFor(),
  },
  {
    name: 'gallery tab',
    routeId: 'BadgesGalleryPage',
    viewport: 'phone',
    target: (page) => page.getByRole('tab').nth(1),
    done: (page) => page.getByRole('tab').nth(1).and(page.locator('[aria-selected="true"]')).waitFor(),
  },
  {
    // The figure is the slowest of the word's keystrokes.
    name: 'gallery search typing',
    routeId: 'BadgesGalleryPage',
    viewport: 'phone',
    target: (page) => page.getByRole('searchbox'),
    types: 'dig',
    done: (page) => page.locator('input[type="search"][value="dig"]').waitFor(),
  },
  {
    name: 'contact empty submit',
    routeId: 'ContactPage',
    viewport: 'phone',
    target: submitButton,
    done: (page) => page.locator('form[data-script-form] [aria-invalid="true"]').first().waitFor(),
  },
  {
    name: 'sample submit to confirm dialog',
    routeId: 'SampleBadgesV3Page',
    viewport: 'phone',
    prepare: async (page) => {
      await page.locator('form[data-script-form] input[autocomplete="name"]').fill('홍길동')
      await page.locator('form[data-script-form] input[type="email"]').fill('bench@example.com')
    },
    target: submitButton,
    done: (page) => page.getByRole('alertdialog').waitFor(),
  },
]

declare global {
  interface Window {
    /** The longest entry of each interaction so far, by interaction id (the init script's). */
    __interactions: Map<number, { name: string; duration: number }>
    /** Calls `resolve` once `count` interactions have been reported (at once if they have). */
    __whenInteractions: (count: number, resolve: () => void) => void
  }
}

/** An Event Timing entry; TypeScript's DOM library does not have `interactionId` yet. */
type EventEntry = PerformanceEventTiming & { interactionId?: number }

/** Collects Event Timing entries from the page's start (`durationThreshold` 16, the API's least). */
function observeInteractions() {
  window.__interactions = new Map()
  // No named function inside: tsx would wrap it in a helper the page does not have.
  const waiters: Array<{ count: number; resolve: () => void }> = []
  window.__whenInteractions = (count, resolve) => {
    waiters.push({ count, resolve })
    if (window.__interactions.size >= count) resolve()
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as EventEntry[]) {
      if (!entry.interactionId) continue
      const known = window.__interactions.get(entry.interactionId)
      if (!known || entry.duration > known.duration) window.__interactions.set(entry.interactionId, { name: entry.name, duration: entry.duration })
    }
    // A promise's resolve may be called again: a waiter is simply woken on every report after its count.
    for (const waiter of waiters) if (window.__interactions.size >= waiter.count) waiter.resolve()
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
}

const interactionsSoFar = (page: Page) => page.evaluate(() => [...window.__interactions.entries()].map(([id, e]) => ({ id, ...e })))

/**
 * One run of a scenario on `origin`: the longest of the interactions its `act` made, in ms. An
 * interaction shorter than 16 ms gives no entry (the observer's threshold): it counts as 16.
 */
export async function measureInteraction(browser: Browser, origin: string, scenario: InteractionScenario, cpuSlowdown: number): Promise<number> {
  const context = await browser.newContext({ viewport: viewports[scenario.viewport], hasTouch: scenario.viewport === 'phone', locale: 'ko-KR' })
  try {
    // A returning visitor: the popups that open at load were hidden for today (they would cover the page).
    await context.addCookies(popups.filter((p) => p.hideForToday).map((p) => ({ name: popupHiddenCookie(p.id), value: '1', url: origin })))
    const page = await context.newPage()
    await page.addInitScript(observeInteractions)
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    await page.goto(origin + scenarioPath(scenario), { waitUntil: 'load' })
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    await page.waitForLoadState('networkidle')
    await scenario.prepare?.(page)
    // Found, scrolled to and (for typing) focused before the page goes quiet. The input is then
    // sent straight through the DevTools protocol: a locator's own press or tap first runs
    // Playwright's checks and a listener of its own in the page, on the slowed main thread,
    // which a visitor's finger or mouse does not.
    const target = scenario.target(page)
    await target.scrollIntoViewIfNeeded()
    const box = await target.boundingBox()
    if (!box) throw new Error(`${scenario.name}: the target is not shown`)
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
    if (scenario.types !== undefined) await target.focus()
    else if (scenario.viewport === 'desktop') await page.mouse.move(x, y)
    const before = new Set((await interactionsSoFar(page)).map((i) => i.id))
    await quiet(page)
    // Nothing of the harness runs in the page until the interaction has painted: a locator's wait
    // polls the page (a role query walks the whole document), and on the slowed main thread that
    // polling ran while the interaction it measured was still running (docs/performance.md).
    // So it waits for the page's own report: one entry per press, one per keystroke. An
    // interaction under 16 ms reports none; the wait then ends after `unreportedMs`.
    const reported = page.evaluate(
      ([count, ms]) =>
        new Promise<void>((resolve) => {
          window.__whenInteractions(count, resolve)
          setTimeout(resolve, ms)
        }),
      [before.size + (scenario.types?.length ?? 1), unreportedMs] as const,
    )
    if (scenario.types !== undefined) await page.keyboard.type(scenario.types)
    else if (scenario.viewport === 'phone') await page.touchscreen.tap(x, y)
    else {
      await page.mouse.down()
      await page.mouse.up()
    }
    await reported
    // Only now checked: the interaction did what it should (a run that did not is an error).
    await scenario.done(page)
    // Entries are reported after the paint they end with, to the observer a task later.
    await quiet(page)
    const made = (await interactionsSoFar(page)).filter((i) => !before.has(i.id))
    return Math.max(16, ...made.map((i) => i.duration))
  } finally {
    await context.close()
  }
}

/** How long a run waits for an interaction's report before it takes the interaction as under 16 ms. */
const unreportedMs = 3000

/** Two frames and an idle moment: what the page started has painted and its timers have run. */
async function quiet(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 2000 }))),
      ),
  )
  await page.waitForTimeout(300)
}
