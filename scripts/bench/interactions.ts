import type { Browser, Page } from '@playwright/test'
import { popups } from '../../manifest/popups'
import type { PageId } from '../../src/generated/site.gen'
import { popupHiddenCookie } from '../../src/lib/hide-for-today'
import { pagePath } from '../../src/lib/routing'

/**
 * The first interactions a visitor makes on the site's pages (issue 29, item 10), measured as
 * Chromium's Event Timing API reports them: from the input's timestamp to the next paint after
 * its handlers ran (the figure behind Interaction to Next Paint, in steps of 8 ms), with the CPU
 * slowed 4x as in Lighthouse's mobile preset. Each run opens the page in a fresh context, waits
 * until it has hydrated and gone quiet, then makes the interaction once: the first time is the
 * one that may still load code or render a list for the first time.
 */
export interface InteractionScenario {
  /** What the visitor does, as the table names it. */
  name: string
  routeId: PageId
  /** Desktop (the header's menus) or phone (the drawer, and the lists and forms as most visit them). */
  viewport: 'desktop' | 'phone'
  /** What comes before the measured interaction and is not measured (typing the form's fields). */
  prepare?: (page: Page) => Promise<void>
  /** The interaction, by the page's roles and names in Korean (the pages are measured at /kor). */
  act: (page: Page) => Promise<void>
  /** What shows the interaction took effect (then its paint has happened). */
  done: (page: Page) => Promise<void>
}

/** Where a scenario is measured: its page in Korean (the scenarios find elements by their Korean names). */
export const scenarioPath = (scenario: InteractionScenario): string => pagePath(scenario.routeId, 'kor')

const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 412, height: 823 } } as const

export const interactionScenarios: readonly InteractionScenario[] = [
  {
    name: 'header menu opens',
    routeId: 'HomePage',
    viewport: 'desktop',
    act: (page) => page.getByRole('navigation', { name: '주 메뉴' }).getByRole('button').first().click(),
    done: (page) => page.getByRole('navigation', { name: '주 메뉴' }).getByRole('button', { expanded: true }).waitFor(),
  },
  {
    name: 'drawer opens',
    routeId: 'HomePage',
    viewport: 'phone',
    act: (page) => page.getByRole('button', { name: '메뉴 열기' }).click(),
    done: (page) => page.getByRole('dialog', { name: '주 메뉴' }).waitFor(),
  },
  {
    name: 'gallery tab',
    routeId: 'BadgesGalleryPage',
    viewport: 'phone',
    act: (page) => page.getByRole('tab').nth(1).click(),
    done: (page) => page.getByRole('tab').nth(1).and(page.locator('[aria-selected="true"]')).waitFor(),
  },
  {
    // Each keystroke is an interaction; the figure is the slowest of the word's.
    name: 'gallery search typing',
    routeId: 'BadgesGalleryPage',
    viewport: 'phone',
    act: (page) => page.getByRole('searchbox').pressSequentially('dig'),
    done: (page) => page.locator('input[type="search"][value="dig"]').waitFor(),
  },
  {
    name: 'contact empty submit',
    routeId: 'ContactPage',
    viewport: 'phone',
    act: (page) => page.locator('form[data-script-form] button[type="submit"]').click(),
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
    act: (page) => page.locator('form[data-script-form] button[type="submit"]').click(),
    done: (page) => page.getByRole('alertdialog').waitFor(),
  },
]

declare global {
  interface Window {
    /** The longest entry of each interaction so far, by interaction id (the init script's). */
    __interactions: Map<number, { name: string; duration: number }>
  }
}

/** An Event Timing entry; TypeScript's DOM library does not have `interactionId` yet. */
type EventEntry = PerformanceEventTiming & { interactionId?: number }

/** Collects Event Timing entries from the page's start (`durationThreshold` 16, the API's least). */
function observeInteractions() {
  window.__interactions = new Map()
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as EventEntry[]) {
      if (!entry.interactionId) continue
      const known = window.__interactions.get(entry.interactionId)
      if (!known || entry.duration > known.duration) window.__interactions.set(entry.interactionId, { name: entry.name, duration: entry.duration })
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
}

const interactionsSoFar = (page: Page) => page.evaluate(() => [...window.__interactions.entries()].map(([id, e]) => ({ id, ...e })))

/**
 * One run of a scenario on `origin`: the longest of the interactions its `act` made, in ms. An
 * interaction shorter than 16 ms gives no entry (the observer's threshold): it counts as 16.
 */
export async function measureInteraction(browser: Browser, origin: string, scenario: InteractionScenario): Promise<number> {
  const context = await browser.newContext({ viewport: viewports[scenario.viewport], locale: 'ko-KR' })
  try {
    // A returning visitor: the popups that open at load were hidden for today (they would cover the page).
    await context.addCookies(popups.filter((p) => p.hideForToday).map((p) => ({ name: popupHiddenCookie(p.id), value: '1', url: origin })))
    const page = await context.newPage()
    await page.addInitScript(observeInteractions)
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(origin + scenarioPath(scenario), { waitUntil: 'load' })
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    await page.waitForLoadState('networkidle')
    await scenario.prepare?.(page)
    await quiet(page)
    const before = new Set((await interactionsSoFar(page)).map((i) => i.id))
    await scenario.act(page)
    await scenario.done(page)
    // Entries are reported after the paint they end with, to the observer a task later.
    await quiet(page)
    const made = (await interactionsSoFar(page)).filter((i) => !before.has(i.id))
    return Math.max(16, ...made.map((i) => i.duration))
  } finally {
    await context.close()
  }
}

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
